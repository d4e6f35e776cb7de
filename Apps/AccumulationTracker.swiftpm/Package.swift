// swift-tools-version: 5.9
// A Swift Playgrounds-style app package: open this folder in Xcode 15 or later on a Mac and run
// the "AccumulationTracker" scheme on an iPhone or a simulator. Linux never builds this manifest
// (AppleProductTypes exists only in Xcode and Swift Playgrounds).
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "AccumulationTracker",
    platforms: [.iOS("17.0")],
    products: [
        .iOSApplication(
            name: "AccumulationTracker",
            targets: ["AppModule"],
            bundleIdentifier: "org.sadhana.accumulationtracker",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .bolt),
            accentColor: .presetColor(.green),
            supportedDeviceFamilies: [.phone, .pad],
            supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]
        )
    ],
    dependencies: [
        // The suite's root package (this repository), by path; `name:` keeps the reference
        // independent of the folder the repository was cloned into.
        .package(name: "Sadhana", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [.product(name: "TrainingModel", package: "Sadhana"), .product(name: "Training", package: "Sadhana")],
            path: "Sources"
        )
    ]
)
