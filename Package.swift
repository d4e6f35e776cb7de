// swift-tools-version: 6.1
import PackageDescription

// Layers (arrows point down only):
//   delivery  sadhana (executable) → CLI, WebApp
//   storage   Storage (GRDB)
//   engines   CivilTime, Astronomy, Panchang, Places, Japa, Localization — Foundation only
let package = Package(
    name: "Sadhana",
    defaultLocalization: "en",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "sadhana", targets: ["sadhana"]),
        .library(name: "CivilTime", targets: ["CivilTime"]),
        .library(name: "Astronomy", targets: ["Astronomy"]),
        .library(name: "Panchang", targets: ["Panchang"]),
        .library(name: "Observances", targets: ["Observances"]),
        .library(name: "Places", targets: ["Places"]),
        .library(name: "Japa", targets: ["Japa"]),
        .library(name: "Routines", targets: ["Routines"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "Training", targets: ["Training"]),
        .library(name: "Transliteration", targets: ["Transliteration"]),
        .library(name: "Scripture", targets: ["Scripture"]),
        .library(name: "Journey", targets: ["Journey"]),
        .library(name: "JapaModel", targets: ["JapaModel"]),
        .library(name: "TrainingModel", targets: ["TrainingModel"]),
        .library(name: "MorningModel", targets: ["MorningModel"]),
        .library(name: "ChartScale", targets: ["ChartScale"]),
        .library(name: "SadhanaAPIClient", targets: ["SadhanaAPIClient"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.0"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.7.0"),
    ],
    targets: [
        // Engines: Foundation only.
        .target(name: "CivilTime"),
        .target(
            name: "Astronomy", dependencies: ["CivilTime"],
            resources: [.copy("Resources/sun-moon-de440.bin")]
        ),
        .target(name: "Panchang", dependencies: ["Astronomy", "CivilTime"]),
        .target(
            name: "Observances", dependencies: ["Panchang", "Astronomy", "CivilTime"],
            resources: [.copy("Festivals")]
        ),
        .target(name: "Places", dependencies: ["CivilTime"], resources: [.copy("Resources/places.bin")]),
        .target(name: "Japa", dependencies: ["CivilTime", "ChartScale"]),
        .target(name: "ICalendar", dependencies: ["CivilTime"]),
        .target(name: "Routines", dependencies: ["CivilTime"]),
        .target(name: "Localization", resources: [.copy("Strings")]),
        .target(name: "Training", dependencies: ["ChartScale"]),
        // The 1-2-5 round scale every chart's axis uses (Japa's circles, Training's totals): its own
        // tiny module, since neither domain should depend on the other or on a date module for it.
        .target(name: "ChartScale"),
        .target(name: "Transliteration"),
        .target(name: "Scripture", dependencies: ["Transliteration"], resources: [.copy("Texts")]),
        .target(name: "Journey", dependencies: ["CivilTime"]),
        // App cores: each app's rules above the engines, Foundation only (no HTTP, no SQL).
        .target(name: "TamilCore", dependencies: ["CivilTime", "Panchang", "Observances", "Places", "Vakya"]),
        .target(name: "Vakya", dependencies: ["CivilTime"]),
        .target(
            name: "CompanionCore",
            dependencies: [
                "CivilTime", "Panchang", "Observances", "Places", "Journey", "Scripture", "Localization", "TamilCore",
                "Vakya",
            ]),

        // View models of the native apps (Apps/): @Observable screen state over an engine,
        // Foundation + Observation only, time from a clock parameter.
        .target(name: "JapaModel", dependencies: ["Japa", "CivilTime"]),
        .target(name: "TrainingModel", dependencies: ["Training"]),
        .target(name: "MorningModel", dependencies: ["Routines", "CivilTime", "Localization"]),

        // Storage.
        .target(
            name: "Storage",
            dependencies: [
                "CivilTime", "Japa", "Routines", "Training", "Scripture", "Journey",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),

        // Delivery.
        .target(
            name: "WebApp",
            dependencies: [
                "CivilTime", "Japa", "Routines", "Localization", "Storage", "Training", "Journey",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                "Places", "Observances", "Panchang", "Astronomy", "ICalendar", "TamilCore",
                "CompanionCore", "Scripture", "Transliteration",
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Templates"), .copy("Public"), .copy("OpenAPI")]
        ),
        .target(
            name: "CLI",
            dependencies: [
                "CivilTime", "Japa", "Storage", "WebApp", "Astronomy", "Panchang", "Places",
                "Observances", "TamilCore", "CompanionCore", "Localization",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "sadhana", dependencies: ["CLI"]),
        // The JSON API's Swift client, generated from Sources/WebApp/OpenAPI/openapi.yaml by
        // scripts/api/generate-client (committed; the generator is never built here). A native app
        // adds this product and a transport (OpenAPIURLSession).
        .target(
            name: "SadhanaAPIClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(
            name: "PanchangBenchmark", dependencies: ["Panchang", "CivilTime"],
            path: "Benchmarks/PanchangBenchmark"
        ),
        .executableTarget(
            name: "PlacesBenchmark", dependencies: ["Places"], path: "Benchmarks/PlacesBenchmark"
        ),

        .executableTarget(
            name: "ObservancesBenchmark", dependencies: ["Observances", "Panchang", "CivilTime"],
            path: "Benchmarks/ObservancesBenchmark"
        ),

        // Tests, one target per module.
        .testTarget(name: "CivilTimeTests", dependencies: ["CivilTime"]),
        // Helpers shared by the test targets that compare the engine with its Swiss Ephemeris oracle.
        .target(name: "OracleSupport", path: "Tests/OracleSupport"),
        .testTarget(
            name: "AstronomyTests", dependencies: ["Astronomy", "CivilTime", "OracleSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PanchangTests", dependencies: ["Panchang", "Astronomy", "CivilTime", "OracleSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "PlacesTests", dependencies: ["Places", "CivilTime"]),
        .testTarget(
            name: "ObservancesTests", dependencies: ["Observances", "Panchang", "Astronomy", "CivilTime"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "JapaTests", dependencies: ["Japa", "CivilTime"]),
        .testTarget(name: "ChartScaleTests", dependencies: ["ChartScale"]),
        .testTarget(name: "ICalendarTests", dependencies: ["ICalendar", "CivilTime"]),
        .testTarget(name: "RoutinesTests", dependencies: ["Routines", "CivilTime"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "TrainingTests", dependencies: ["Training"]),
        .testTarget(name: "TransliterationTests", dependencies: ["Transliteration"]),
        .testTarget(name: "ScriptureTests", dependencies: ["Scripture", "Transliteration", "Localization"]),
        .testTarget(name: "JourneyTests", dependencies: ["Journey", "CivilTime"]),
        .testTarget(name: "JapaModelTests", dependencies: ["JapaModel", "Japa", "CivilTime"]),
        .testTarget(name: "TrainingModelTests", dependencies: ["TrainingModel", "Training"]),
        .testTarget(name: "MorningModelTests", dependencies: ["MorningModel", "Routines", "CivilTime"]),
        .testTarget(name: "TamilCoreTests", dependencies: ["TamilCore", "CivilTime"]),
        .testTarget(name: "VakyaTests", dependencies: ["Vakya", "CivilTime"]),
        .testTarget(
            name: "CompanionCoreTests", dependencies: ["CompanionCore", "Observances", "Panchang", "CivilTime"]),
        .testTarget(
            name: "StorageTests",
            dependencies: [
                "Storage", "Japa", "Routines", "CivilTime", "Training", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "WebAppTests",
            dependencies: [
                "WebApp", "Storage", "Japa", "Routines", "Training", "TamilCore",
                "CompanionCore",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                // Only to fill a test database to SQLite's page limit (a real SQLITE_FULL).
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "SadhanaAPIClientTests",
            dependencies: [
                "SadhanaAPIClient", "WebApp", "Storage",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "CLI", "Storage", "Places", "WebApp", "TamilCore",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
