// Release-mode benchmarks (docs/performance.md).
