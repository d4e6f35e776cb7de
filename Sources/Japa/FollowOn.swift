/// The rites that close a purascharana after the japa, each a tenth (daśāṃśa) of the one before:
/// homa a tenth of the japa, tarpana a tenth of the homa, marjana a tenth of the tarpana and
/// brahmana bhojana (feeding Brahmanas) a tenth of the marjana. The Kularnava Tantra (ullasa 15)
/// names the five-limbed purascharana; the tenth rule is the one Hindi manuals state as "जप का
/// दशांश होम", "दशांश तर्पण, मार्जन" (sources in the README).
public enum FollowOnRite: String, Sendable, Hashable, Codable, CaseIterable {
    case homa, tarpana, marjana, brahmanaBhojana
}

/// One follow-on rite with its target, in the counter's own unit (circles when japa is counted in
/// circles).
public struct FollowOnStage: Sendable, Hashable {
    public let rite: FollowOnRite
    public let target: Int
}

extension FollowOnRite {
    /// The follow-on targets of a japa target: each a tenth of the previous stage, rounded up
    /// (a part of an offering is made whole), so no stage is ever 0.
    public static func stages(japa target: Int) -> [FollowOnStage] {
        var previous = max(0, target)
        return allCases.map { rite in
            previous = (previous + 9) / 10
            return FollowOnStage(rite: rite, target: max(1, previous))
        }
    }
}
