// swift-tools-version: 6.1
// A package of its own so that the main package never builds swift-openapi-generator (and its
// OpenAPIKit, Yams, …): scripts/api/generate-client runs the generator from here and writes the
// client into Sources/SadhanaAPIClient, where it is committed.
import PackageDescription

let package = Package(
    name: "SadhanaAPIClientGenerator",
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")
    ],
    targets: []
)
