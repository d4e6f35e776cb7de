import CompanionCore

extension DharmaPath {
    /// The path's accent colour class.
    var accent: String { "path-\(rawValue)" }
}
