// The copy-into-your-app types (view-state capture and restore, the recording window, the
// harness's interaction controller) live in TransitionHarnessAppSupport, which an app can
// depend on without the harness; the harness re-exports them, so `import TransitionHarness`
// keeps giving them.
@_exported import TransitionHarnessAppSupport

// The bundled traces (`TraceCorpus`) are resources of TransitionHarnessTraces; re-exported, so
// that a dependent reaches them with `import TransitionHarness`.
@_exported import TransitionHarnessTraces
