// swift-tools-version: 6.1
// Type-checks the native apps' SwiftUI files on Linux against declarations-only stand-ins for
// Apple's frameworks, with the real view-model modules of the root package. Nothing here is an
// iOS build: Xcode is the authority. `check.sh` builds the app targets and asserts that every
// canary (a file with a known mistake) fails with its expected diagnostic.
import PackageDescription

let standIns: [Target] = [
    .target(name: "UIKit", path: "Stand-ins/UIKit"),
    .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Stand-ins/SwiftUI"),
    .target(name: "AudioToolbox", path: "Stand-ins/AudioToolbox"),
    .target(name: "Accessibility", path: "Stand-ins/Accessibility"),
    .target(name: "UserNotifications", path: "Stand-ins/UserNotifications"),
    .target(name: "StoreKit", path: "Stand-ins/StoreKit"),
    .target(name: "Charts", dependencies: ["SwiftUI"], path: "Stand-ins/Charts"),
]

let sadhana = { (name: String) in Target.Dependency.product(name: name, package: "Sadhana") }

/// A canary: one file with one known mistake, against the Purascharana model.
func canary(_ name: String) -> Target {
    .target(
        name: "Canary\(name)", dependencies: ["SwiftUI", sadhana("JapaModel")], path: "Canaries/\(name)")
}

let package = Package(
    name: "TypeCheck",
    platforms: [.macOS(.v14), .iOS(.v17)],
    // The three apps' view files as one product, so one build checks them all.
    products: [
        .library(name: "Apps", type: .static, targets: ["Purascharana", "AccumulationTracker", "BetterMorning"])
    ],
    dependencies: [.package(name: "Sadhana", path: "../..")],
    targets: standIns + [
        .target(
            name: "Purascharana",
            dependencies: ["SwiftUI", "UIKit", "Accessibility", sadhana("JapaModel"), sadhana("Japa")],
            path: "Views/Purascharana"),
        .target(
            name: "AccumulationTracker",
            dependencies: ["SwiftUI", "UIKit", "AudioToolbox", sadhana("TrainingModel"), sadhana("Training")],
            path: "Views/AccumulationTracker"),
        .target(
            name: "BetterMorning",
            dependencies: [
                "SwiftUI", "UserNotifications", "StoreKit", "Charts", sadhana("MorningModel"), sadhana("Routines"),
                sadhana("CivilTime"),
            ],
            path: "Views/BetterMorning"),
        canary("MisspeltProperty"), canary("WrongLabel"), canary("InventedModifier"), canary("BindableNonObservable"),
        canary("IntInText"),
    ],
    swiftLanguageModes: [.v6]
)
