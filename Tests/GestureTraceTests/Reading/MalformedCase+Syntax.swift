@testable import GestureTrace

extension MalformedCase {
    /// JSON the reader must refuse as such: grammar, literals, numbers, keys, encodings.
    static let syntaxCases: [MalformedCase] = [
        .syntax("empty input", "‸", "empty file"),
        .syntax("whitespace only", " \n ‸", "end of data"),
        .syntax("null at the top level", "‸null", "found null"),
        .syntax("array at the top level", "‸[1, 2]", "found an array"),
        .syntax("string at the top level", "‸\"trace\"", "found a string"),
        .syntax("number at the top level", "‸42", "found a number"),
        .syntax("trailing garbage", Fixture.document() + " ‸x", "expected the end of the file"),
        .syntax("a second object", Fixture.document() + "\n‸{}", "found '{'"),
        .syntax("truncated in a sample", Fixture.head + #""touches":[{"t":0,"ph‸"#, "end of data"),
        .syntax(
            "truncated after a sample", Fixture.head + #""touches":["# + Fixture.sample + "‸", "expected ',' or ']'"),
        .syntax("truncated after a value", #"{"format":"gesture-trace"‸"#, "expected ',' or '}'"),
        .syntax("truncated inside a string", #"{"format":"gest‸"#, "end of data"),
        .syntax("truncated in a number at the end", #"{"version":1‸"#, "expected ',' or '}'"),
        .syntax(
            "unexpected character in a sample", Fixture.document(touches: #"[{"t":0,"phase":"began","x":‸?,"y":2}]"#),
            "unexpected character '?'"),
        .syntax(
            "unexpected character on line 3", "{\n  \"format\": \"gesture-trace\",\n  \"version\": ‸?\n}",
            "unexpected character '?'"),
        .syntax("missing colon", #"{"format" ‸"gesture-trace"}"#, "expected ':' after the key"),
        .syntax("unquoted key", #"{‸format:"gesture-trace"}"#, "expected a quoted key"),
        .syntax("single-quoted key", #"{‸'format':1}"#, "expected a quoted key"),
        .syntax(
            "trailing comma at the top level", String(Fixture.document().dropLast()) + ",‸}",
            "expected a quoted key, found '}'"),
        .syntax(
            "trailing comma in touches", Fixture.document(touches: "[" + Fixture.sample + ",‸]"),
            "expected a sample after ','"),
        .syntax(
            "trailing comma in a sample", Fixture.document(touches: #"[{"t":0,"phase":"began","x":1,"y":2,‸}]"#),
            "unexpected character '}'"),
        .syntax(
            "missing comma between samples",
            Fixture.document(touches: "[" + Fixture.sample + " ‸" + Fixture.sample + "]"),
            "expected ',' or ']' after a sample, found '{'"),
        .syntax("comment in touches", Fixture.document(touches: "[‸/* first */" + Fixture.sample + "]"), "'/'"),
        .syntax("capitalised literal", Fixture.document(extra: #""notes":‸Null,"#), "'N'"),
        .syntax(
            "NaN literal", Fixture.document(touches: #"[{"t":0,"phase":"began","x":‸NaN,"y":2}]"#), "NaN and Infinity"),
        .syntax("Infinity literal", Fixture.document(screen: #"{"width":‸Infinity,"height":844}"#), "NaN and Infinity"),
        .syntax(
            "negative Infinity", Fixture.document(touches: #"[{"t":0,"phase":"began","x":-‸Infinity,"y":2}]"#),
            "unexpected 'I'"),
        .syntax("NaN in an unknown value", Fixture.document(extra: #""extra":{"list":[1,‸NaN]},"#), "NaN and Infinity"),
        .syntax(
            "number without fraction digits", Fixture.document(touches: #"[{"t":0,"phase":"began","x":1.‸,"y":2}]"#),
            "invalid number: unexpected ','"),
        .syntax(
            "number followed by a minus", Fixture.document(touches: #"[{"t":0,"phase":"began","x":1,"y":0‸-4946}]"#),
            "invalid number: unexpected '-'"),
        .syntax(
            "sign after the decimal point", Fixture.document(touches: #"[{"t":2343.‸+5,"phase":"began","x":1,"y":2}]"#),
            "invalid number: unexpected '+'"),
        .syntax("leading zero", Fixture.document(touches: #"[{"t":0‸1,"phase":"began","x":1,"y":2}]"#), "number"),
        .syntax("hexadecimal number", Fixture.document(touches: #"[{"t":0‸x1,"phase":"began","x":1,"y":2}]"#), "'x'"),
        .syntax(
            "duplicate top-level key", #"{"format":"gesture-trace",‸"format":"gesture-trace"}"#,
            "duplicate key \"format\""),
        .syntax(
            "duplicate key in a sample", Fixture.document(touches: #"[{"t":0,‸"t":1,"phase":"began","x":1,"y":2}]"#),
            "duplicate key \"t\""),
        .syntax(
            "duplicate key spelled with an escape",
            Fixture.document(touches: #"[{"t":0,‸"\u0074":1,"phase":"began","x":1,"y":2}]"#),
            "duplicate key \"t\""),
        .syntax(
            "duplicate key in a nested unknown object", Fixture.document(extra: #""extra":{"a":{"b":1,‸"b":2}},"#),
            "duplicate key \"b\""),
        .syntax(
            "duplicate key among many",
            Fixture.document(
                extra: #""extra":{"# + (0..<40).map { #""k\#($0)":0,"# }.joined()
                    + #"‸"k17":1},"#), "duplicate key \"k17\""),
        .syntax(
            "duplicate long key",
            Fixture.document(extra: #""extra":{"a long key name":1,"b":2,‸"a long key name":3},"#),
            "duplicate key \"a long key name\""),
        .syntax(
            "escaped NUL in a key", Fixture.document(touches: #"[{"t":0,"‸\u0000x":1,"phase":"began","x":1,"y":2}]"#),
            "may not contain \\u0000"),
        .syntax(
            "escaped NUL in a top-level key",
            #"{"format":"gesture-trace","version":1,"‸\u0000x":1,"screen":{"width":1,"height":1},"touches":[]}"#,
            "may not contain \\u0000"),
        .syntax(
            "raw tab in a string", [.text(#"{"name":"a"#), .text("‸"), .raw([0x09]), .text(#"b"}"#)],
            "raw control character U+0009"),
        .syntax(
            "raw line feed in a key", [.text(#"{"na"#), .text("‸"), .raw([0x0A]), .text(#"me":1}"#)],
            "raw control character U+000A"),
        .syntax("raw NUL in a string", [.text(#"{"notes":"a"#), .text("‸"), .raw([0x00]), .text(#"b"}"#)], "U+0000"),
        .syntax(
            "raw NUL between tokens", [.text(#"{"format":"gesture-trace""#), .text("‸"), .raw([0x00]), .text("}")],
            "byte 0x00"),
        .syntax(
            "invalid UTF-8 byte", [.text(#"{"name":"a"#), .text("‸"), .raw([0xFF]), .text(#""}"#)], "invalid UTF-8"),
        .syntax(
            "overlong two-byte UTF-8", [.text(#"{"name":"a"#), .text("‸"), .raw([0xC0, 0x80]), .text(#""}"#)],
            "overlong"),
        .syntax(
            "overlong three-byte UTF-8", [.text(#"{"name":""#), .text("‸"), .raw([0xE0, 0x80, 0xAF]), .text(#""}"#)],
            "overlong"),
        .syntax(
            "UTF-8-encoded surrogate", [.text(#"{"name":""#), .text("‸"), .raw([0xED, 0xA0, 0x80]), .text(#""}"#)],
            "surrogate"),
        .syntax(
            "UTF-8 beyond U+10FFFF",
            [.text(#"{"name":""#), .text("‸"), .raw([0xF4, 0x90, 0x80, 0x80]), .text(#""}"#)],
            "beyond U+10FFFF"),
        .syntax(
            "truncated UTF-8 sequence", [.text(#"{"name":"x"#), .text("‸"), .raw([0xE2, 0x82]), .text(#""}"#)],
            "invalid UTF-8"),
        .syntax("lone high surrogate escape", #"{"name":"a‸\ud800"}"#, "unpaired"),
        .syntax("lone low surrogate escape", #"{"name":"a‸\udc00b"}"#, "unpaired"),
        .syntax("high surrogate followed by a letter", #"{"name":"‸\ud83dx"}"#, "unpaired"),
        .syntax("invalid escape", #"{"name":"a\‸q"}"#, "invalid escape"),
        .syntax("byte-order mark cut short", [.raw([0xEF, 0xBB]), .text("‸{}")], "byte-order mark"),
        .syntax(
            "byte-order mark twice", [.raw([0xEF, 0xBB, 0xBF]), .text("‸"), .raw([0xEF, 0xBB, 0xBF]), .text("{}")],
            "byte 0xEF"),
    ]
}
