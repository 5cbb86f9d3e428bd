// In-page checks of an HTML report, run by scripts/browser-checks.sh in headless Chromium: the
// key frames' pictures decode, the slider and the arrow keys move the player (and the plots'
// cursors), a click on a violation shows its frame, and the violations named in the page's
// URL fragment (#expect=contract,contract) are listed with their pictures. The results go to
// the title ("BROWSER-CHECKS PASS n" or "BROWSER-CHECKS FAIL n") and to a pre element whose id
// is browser-checks.
(async function () {
  "use strict";
  var results = [];
  function check(name, ok, detail) {
    results.push((ok ? "ok: " : "FAIL: ") + name + (detail === undefined ? "" : " (" + detail + ")"));
  }
  // How many of `images` have loaded and decoded to a picture (an image that failed has no
  // natural width); waits for the ones still loading.
  async function decoded(images) {
    var count = 0;
    for (var image of images) {
      if (!image.complete) {
        await new Promise(function (resolve) {
          image.addEventListener("load", resolve, { once: true });
          image.addEventListener("error", resolve, { once: true });
        });
      }
      if (image.naturalWidth > 0) { count += 1; }
    }
    return count;
  }
  if (document.readyState !== "complete") {
    await new Promise(function (resolve) { window.addEventListener("load", resolve); });
  }
  try {
    var keys = document.querySelectorAll("#key-frames .key-frame img");
    check("the filmstrip has key frames", keys.length >= 3, keys.length + " pictures");
    var keysDecoded = await decoded(keys);
    check("every key frame's picture decodes", keys.length > 0 && keysDecoded === keys.length,
      keysDecoded + " of " + keys.length);
    var moments = Array.from(document.querySelectorAll(".key-frame")).map(function (f) { return f.dataset.moments; });
    check("the filmstrip shows the beginning and the rest",
      moments.some(function (m) { return m.indexOf("began-0") >= 0; }) &&
      moments.some(function (m) { return m.indexOf("rest") >= 0; }), moments.join(" | "));

    var image = document.getElementById("player-frame");
    var scrubber = document.getElementById("player-scrubber");
    var label = document.getElementById("player-label");
    var cursor = document.querySelector("#plots svg .cursor");
    var before = { src: image.src, label: label.textContent, cursor: cursor.getAttribute("x1") };
    check("the player holds several frames", +scrubber.max >= 2, (+scrubber.max + 1) + " frames");
    scrubber.value = String(Math.floor(+scrubber.max / 2));
    scrubber.dispatchEvent(new Event("input", { bubbles: true }));
    var moved = image.src !== before.src && label.textContent !== before.label;
    check("the slider shows another frame", moved, before.label + " -> " + label.textContent);
    check("the frame it shows decodes", (await decoded([image])) === 1, image.naturalWidth + " px wide");
    check("the plots' cursor follows the player", cursor.getAttribute("x1") !== before.cursor,
      before.cursor + " -> " + cursor.getAttribute("x1"));
    var at = +scrubber.value;
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    check("the right arrow shows the next frame", +scrubber.value === at + 1, at + " -> " + scrubber.value);
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    check("the left arrow shows the frame before", +scrubber.value === at, scrubber.value);

    var violations = document.querySelectorAll("#violations li.violation");
    var expected = (/expect=([^&]*)/.exec(location.hash) || ["", ""])[1].split(",").filter(Boolean);
    var listed = Array.from(violations).map(function (v) { return v.dataset.contract; });
    check("the violations are listed", violations.length >= Math.max(1, expected.length), listed.join(", "));
    expected.forEach(function (contract) {
      check("violation " + contract + " is listed", listed.indexOf(contract) >= 0);
    });
    var pictures = document.querySelectorAll("#violations li.violation img");
    var picturesDecoded = await decoded(pictures);
    check("each violation's picture decodes", pictures.length >= violations.length && picturesDecoded === pictures.length,
      picturesDecoded + " of " + pictures.length);
    if (violations.length > 0) {
      violations[0].click();
      check("a click on a violation shows its frame", image.dataset.shownFrame === violations[0].dataset.frame,
        "frame " + image.dataset.shownFrame);
    }
    check("the plots have lines", document.querySelectorAll("#plots svg path.series").length >= 5,
      document.querySelectorAll("#plots svg path.series").length + " lines");
  } catch (error) {
    check("the checks ran to the end", false, String(error));
  }
  var failed = results.filter(function (line) { return line.indexOf("FAIL") === 0; }).length;
  var output = document.createElement("pre");
  output.id = "browser-checks";
  output.textContent = results.join("\n");
  document.body.appendChild(output);
  document.title = (failed > 0 ? "BROWSER-CHECKS FAIL " : "BROWSER-CHECKS PASS ") + results.length;
})();
