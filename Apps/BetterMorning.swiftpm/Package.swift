// swift-tools-version: 5.9
// A Swift Playgrounds-style app package: open this folder in Xcode 15 or later on a Mac and run
// the "BetterMorning" scheme on an iPhone or a simulator. Linux never builds this manifest
// (AppleProductTypes exists only in Xcode and Swift Playgrounds).
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "BetterMorning",
    platforms: [.iOS("17.0")],
    products: [
        .iOSApplication(
            name: "BetterMorning",
            targets: ["AppModule"],
            bundleIdentifier: "org.sadhana.bettermorning",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .sun),
            accentColor: .presetColor(.yellow),
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
            dependencies: [.product(name: "MorningModel", package: "Sadhana"),
                .product(name: "Routines", package: "Sadhana"),
                .product(name: "CivilTime", package: "Sadhana"),
            ],
            path: "Sources"
        )
    ]
)
