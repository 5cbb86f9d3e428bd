// Like UIKit, HeadlessUIKit re-exports Foundation, so `CGFloat`, `CGPoint`, `NSObject` and
// `TimeInterval` come with the one import users' animators already have.
@_exported import Foundation
