// The replay driver, completion policies, contract checker and reports live here.
import HeadlessUIKit
import GestureTrace
