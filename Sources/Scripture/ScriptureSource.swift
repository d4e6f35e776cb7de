/// Where a layer of a text comes from and what its licence allows.
public struct ScriptureSource: Sendable, Hashable, Codable {
    public let title: String
    public let by: String
    public let url: String
    public let licence: String
    public let note: String?

    /// The id every text uses for what this project wrote itself.
    public static let sadhanaID = "sadhana"
}
