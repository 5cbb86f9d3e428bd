/// The HTML report's inline style sheet and script: no fonts, images or code from the network.
enum HTMLAssets {
    static let style = """
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --fail: #c8322b; --pass: #2b9a3e; }
        body { font: 14px/1.45 -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif; color: var(--ink);
          margin: 24px; max-width: 1180px; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; }
        code { font: 12px ui-monospace, Menlo, Consolas, monospace; }
        .facts { color: var(--muted); margin: 0 0 10px; } .facts b { color: var(--ink); }
        .verdict { color: #fff; font-weight: 700; padding: 1px 7px; border-radius: 4px; }
        .verdict.fail { background: var(--fail); } .verdict.pass { background: var(--pass); }
        table.transitions { border-collapse: collapse; font-size: 13px; }
        table.transitions th, table.transitions td { border-bottom: 1px solid var(--line); padding: 3px 10px 3px 0;
          text-align: left; white-space: nowrap; }
        .strip { display: flex; gap: 12px; overflow-x: auto; padding-bottom: 6px; }
        figure { margin: 0; } figcaption { font-size: 12px; color: var(--muted); }
        figcaption b { color: var(--ink); }
        .key-frame { flex: 0 0 auto; width: 160px; cursor: pointer; }
        .key-frame img { width: 160px; height: auto; border: 1px solid var(--line); display: block; }
        .violation img { width: 96px; height: auto; border: 1px solid var(--line); display: block; }
        .scrub { display: grid; grid-template-columns: 200px minmax(0, 1fr); gap: 24px; align-items: start; }
        #player { position: sticky; top: 8px; } #player .note { font-size: 12px; }
        #player-frame { border: 1px solid var(--line); width: 180px; height: auto; display: block; }
        .controls { width: 182px; } #player-scrubber { width: 100%; margin: 6px 0 2px; }
        #player-label { font: 13px ui-monospace, Menlo, Consolas, monospace; }
        .note, .none { color: var(--muted); }
        .plot { margin: 6px 0 14px; } .plot svg { max-width: 100%; height: auto; cursor: crosshair; }
        .legend { margin-left: 10px; white-space: nowrap; }
        .legend i { display: inline-block; width: 10px; height: 10px; margin-right: 4px; border-radius: 2px; }
        svg .frame { fill: #fafafa; stroke: var(--line); } svg .grid { stroke: #ececec; }
        svg .axis { font-size: 10px; fill: var(--muted); }
        svg .series { fill: none; stroke-width: 1.6; stroke-linejoin: round; stroke-linecap: round; }
        svg .marker { stroke-width: 1.2; } svg .marker.decision { stroke: #1f6fb4; stroke-dasharray: 4 3; }
        svg .marker.completion { stroke: #2b9a3e; } svg .marker.violation { stroke: var(--fail); stroke-width: 2; }
        svg .marker-label { font-size: 10px; } svg .marker-label.decision { fill: #1f6fb4; }
        svg .marker-label.completion { fill: #2b9a3e; }
        svg .cursor { stroke: var(--ink); stroke-width: 1; opacity: 0.55; }
        #violations ol { padding-left: 0; list-style: none; }
        .violation { display: flex; gap: 16px; align-items: flex-start; margin-bottom: 14px; cursor: pointer; }
        .violation p { margin: 0; } .violation b { color: var(--fail); }
        .pictures { display: flex; gap: 8px; flex: 0 0 auto; }

        """

    /// The player: the slider and the arrow keys show a frame, and move the plots' cursors;
    /// a click on a key frame, a violation or a plot shows that frame.
    static let script = """
        (function () {
          "use strict";
          var source = document.getElementById("player-data");
          if (!source) { return; }
          var data = JSON.parse(source.textContent);
          var image = document.getElementById("player-frame");
          var scrubber = document.getElementById("player-scrubber");
          var label = document.getElementById("player-label");
          var cursors = document.querySelectorAll("svg .cursor");
          var shown = 0;
          function show(index) {
            shown = Math.max(0, Math.min(data.frames.length - 1, index));
            scrubber.value = String(shown);
            image.src = data.pictures[shown];
            image.setAttribute("data-shown-frame", String(data.frames[shown]));
            label.textContent = "frame " + data.frames[shown] + " \\u00b7 " + data.times[shown].toFixed(3) + " s";
            var time = data.times[shown];
            cursors.forEach(function (cursor) {
              var svg = cursor.ownerSVGElement, d = svg.dataset;
              var t0 = +d.t0, t1 = +d.t1, x0 = +d.x0, x1 = +d.x1;
              var x = t1 > t0 ? x0 + (time - t0) / (t1 - t0) * (x1 - x0) : x0;
              cursor.setAttribute("x1", x.toFixed(1));
              cursor.setAttribute("x2", x.toFixed(1));
            });
          }
          function nearest(key, values) {
            var best = 0;
            for (var i = 1; i < values.length; i++) {
              if (Math.abs(values[i] - key) < Math.abs(values[best] - key)) { best = i; }
            }
            return best;
          }
          scrubber.addEventListener("input", function () { show(+scrubber.value); });
          document.addEventListener("keydown", function (event) {
            if (event.target === scrubber) { return; }
            var step = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity }[event.key];
            if (step === undefined) { return; }
            event.preventDefault();
            show(isFinite(step) ? shown + step : (step > 0 ? data.frames.length - 1 : 0));
          });
          document.querySelectorAll(".key-frame, .violation").forEach(function (element) {
            element.addEventListener("click", function () { show(nearest(+element.dataset.frame, data.frames)); });
          });
          document.querySelectorAll(".plot svg").forEach(function (svg) {
            svg.addEventListener("click", function (event) {
              var box = svg.getBoundingClientRect(), d = svg.dataset, scale = box.width / svg.viewBox.baseVal.width;
              var x = (event.clientX - box.left) / scale;
              var t0 = +d.t0, t1 = +d.t1, x0 = +d.x0, x1 = +d.x1;
              show(nearest(t0 + (x - x0) / (x1 - x0) * (t1 - t0), data.times));
            });
          });
          show(0);
        })();

        """
}
