import CivilTime
import Foundation
import Panchang

/// A recurring observance of calendar-rules.md §6.3: which anga, which rule, and its food guidance.
public struct MonthlyObservance: Sendable, Hashable {
    /// How the days are found.
    public enum Selector: Sendable, Hashable {
        /// Tithis (1…30) decided by an anga rule.
        case tithis([Int], AngaRule)
        /// A nakshatra decided by an anga rule.
        case nakshatra(Int, AngaRule)
        /// Every given weekday (0 = Sunday).
        case weekday(Int)
        /// Ekadashi, by the conventions' rule.
        case ekadashi
    }

    /// Stable id (e.g. `pradosham`), the one food settings use.
    public let id: String
    /// English and Tamil names.
    public let name: String
    public let tamil: String
    /// How its days are found.
    public let selector: Selector
    /// The rule in plain words.
    public let ruleText: String
    /// Food guidance.
    public let food: FoodGuidance?
    /// Grouping (monthly or weekly).
    public let category: ObservanceCategory

    /// The observances of calendar-rules.md §6.3, in the order a calendar lists them.
    public static let all: [MonthlyObservance] = [
        MonthlyObservance(
            id: "ekadashi", name: "Ekadashi", tamil: "ஏகாதசி", selector: .ekadashi,
            ruleText: "Ekadashi (tithi 11 of either paksha): Smarta — the day Ekadashi holds at sunrise; Vaishnava — "
                + "Dashami must end before arunodaya, else the next day; ISKCON — as Vaishnava, and on the Dwadashi "
                + "when it is a Mahadvadashi",
            food: FoodGuidance(
                avoidNonVeg: true,
                text: "Fast, or eat no grains or beans (rice, wheat, dal); no onion, garlic, meat, fish or eggs"),
            category: .monthly),
        MonthlyObservance(
            id: "pradosham", name: "Pradosham", tamil: "பிரதோஷம்",
            // Both evenings covered: the later, as jyotisha decides and Tamil temples keep it (the evening
            // whose sunset Trayodashi holds); it agrees with jyotisha on every 2025–2026 Chennai day.
            selector: .tithis([13, 28], AngaRule(kaala: .pradosha, tie: .para, fallback: .para)),
            ruleText: "Trayodashi prevailing during pradosha kala, the time after sunset; if both evenings have it, "
                + "the later",
            food: FoodGuidance(avoidNonVeg: true, text: "Vegetarian; many fast until the evening Shiva puja"),
            category: .monthly),
        MonthlyObservance(
            id: "masik-shivaratri", name: "Masik Shivaratri", tamil: "மாத சிவராத்திரி",
            // Both nights covered: the later, as jyotisha and panchang 0.2.15 (S2) decide.
            selector: .tithis([29], AngaRule(kaala: .nishita, tie: .para, fallback: .purva)),
            ruleText: "Krishna Chaturdashi prevailing at nishita, around midnight; if both nights have it, the later",
            food: FoodGuidance(avoidNonVeg: true, text: "Fast or vegetarian; the night is kept awake in worship"),
            category: .monthly),
        MonthlyObservance(
            id: "sankashti-chaturthi", name: "Sankashti Chaturthi", tamil: "சங்கடஹர சதுர்த்தி",
            selector: .tithis([19], AngaRule(kaala: .moonrise, tie: .purva, fallback: .para)),
            ruleText: "Krishna Chaturthi prevailing at moonrise; the fast ends after seeing the Moon",
            food: FoodGuidance(avoidNonVeg: true, text: "Fast until moonrise, then a vegetarian meal"),
            category: .monthly),
        MonthlyObservance(
            id: "vinayaka-chaturthi", name: "Vinayaka Chaturthi", tamil: "சதுர்த்தி",
            selector: .tithis([4], AngaRule(kaala: .madhyahna, tie: .purva, fallback: .greater)),
            ruleText: "Shukla Chaturthi prevailing at madhyahna, midday", food: nil, category: .monthly),
        MonthlyObservance(
            id: "amavasai", name: "Amavasai (Amavasya)", tamil: "அமாவாசை",
            selector: .tithis([30], AngaRule(kaala: .sunrise)),
            ruleText: "Amavasya prevailing at sunrise (tarpanam is offered in the afternoon of the Amavasya)",
            food: FoodGuidance(avoidNonVeg: true, text: "Vegetarian; ancestors are offered tarpanam"),
            category: .monthly),
        MonthlyObservance(
            id: "pournami", name: "Pournami (Purnima)", tamil: "பௌர்ணமி",
            selector: .tithis([15], AngaRule(kaala: .moonrise, tie: .purva, fallback: .greater)),
            ruleText: "Purnima prevailing at moonrise, the evening the vrat is kept",
            food: FoodGuidance(avoidNonVeg: true, text: "Vegetarian; some fast until moonrise"),
            category: .monthly),
        MonthlyObservance(
            id: "shashti", name: "Sashti", tamil: "சஷ்டி",
            selector: .tithis([6], AngaRule(kaala: .sunset, tie: .purva, fallback: .greater)),
            ruleText: "Shukla Shashthi in force at sunset, joined with Panchami (purva-viddha)",
            food: FoodGuidance(avoidNonVeg: true, text: "Fast or vegetarian for Murugan"), category: .monthly),
        MonthlyObservance(
            id: "karthigai", name: "Karthigai (Krittika)", tamil: "கார்த்திகை",
            selector: .nakshatra(3, AngaRule(kaala: .pradosha, tie: .purva, fallback: .greater)),
            ruleText: "Krittika nakshatra in force when the lamps are lit, after sunset",
            food: FoodGuidance(avoidNonVeg: true, text: "Vegetarian; lamps lit at dusk"), category: .monthly),
        MonthlyObservance(
            id: "ashtami", name: "Ashtami", tamil: "அஷ்டமி", selector: .tithis([8, 23], AngaRule(kaala: .sunrise)),
            ruleText: "Ashtami at sunrise; Tamil calendars mark it unsuitable for new ventures", food: nil,
            category: .monthly),
        MonthlyObservance(
            id: "navami", name: "Navami", tamil: "நவமி", selector: .tithis([9, 24], AngaRule(kaala: .sunrise)),
            ruleText: "Navami at sunrise; Tamil calendars mark it unsuitable for new ventures", food: nil,
            category: .monthly),
        MonthlyObservance(
            id: "somavaram", name: "Somavaram", tamil: "சோமவாரம்", selector: .weekday(1),
            ruleText: "Every Monday, sacred to Shiva",
            food: FoodGuidance(avoidNonVeg: true, text: "Vegetarian for those who keep the Monday vrat"),
            category: .weekly),
    ]
}
