// The catalog of seed transitions: correct, as first written, and known-bad.
import HeadlessUIKit
