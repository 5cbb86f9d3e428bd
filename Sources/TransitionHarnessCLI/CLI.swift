// Commands, argument parsing, output formats and exit codes of `transition-harness`.
import GestureTrace
