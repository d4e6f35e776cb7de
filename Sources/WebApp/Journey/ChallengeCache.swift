import CivilTime
import Journey
import Localization
import TamilCore

/// The day's challenges once made, shared across requests: making one gathers every festival's
/// description (with its names hidden) and every word meaning of the Sacred Texts, which is too
/// much for each page. A challenge depends only on the day, the language and the place's name and
/// tithi and nakshatra at sunrise (the catalog and texts are fixed at start-up), so that is the key;
/// at most `capacity` are kept, the least recently used dropped first.
final class ChallengeCache: Sendable {
    struct Key: Hashable {
        let day: CivilDate
        let language: Language
        let place: String
        let tithi: Int?
        let nakshatra: Int?
    }

    static let capacity = 64
    private let cache = ComputedCache<Key, DailyChallenge?>(capacity: capacity)

    func challenge(_ key: Key, make: () -> DailyChallenge?) -> DailyChallenge? {
        cache.value(for: key, compute: make)
    }
}
