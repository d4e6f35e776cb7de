import Foundation

/// One line of `sadhana calendar --format jsonl`: a day's lunar and Tamil dates, the Tamil day's
/// periods and its observance ids (keys sorted when encoded).
struct CalendarDayLine: Encodable {
    struct Lunar: Encodable {
        let month: String
        let monthPurnimanta: String
        let tithi: Int
        let paksha: String
        let vikramSamvat: Int
        let shaka: Int
        let vikramSamvatGujarati: Int
        let samvatsara: String
        let samvatsaraNorth: String?

        enum CodingKeys: String, CodingKey {
            case month, monthPurnimanta, tithi, paksha, vikramSamvat, shaka, vikramSamvatGujarati, samvatsara
            case samvatsaraNorth
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(month, forKey: .month)
            try c.encode(monthPurnimanta, forKey: .monthPurnimanta)
            try c.encode(tithi, forKey: .tithi)
            try c.encode(paksha, forKey: .paksha)
            try c.encode(vikramSamvat, forKey: .vikramSamvat)
            try c.encode(shaka, forKey: .shaka)
            try c.encode(vikramSamvatGujarati, forKey: .vikramSamvatGujarati)
            try c.encode(samvatsara, forKey: .samvatsara)
            try c.encode(samvatsaraNorth, forKey: .samvatsaraNorth)  // null when the day has no sunrise
        }
    }
    struct Tamil: Encodable {
        let month: String
        let monthTamil: String
        let day: Int
        let year: String
        let yearTamil: String
        let weekday: String
        let thiruvalluvar: Int
    }
    struct Window: Encodable {
        let start: String
        let end: String
    }
    struct Yogam: Encodable {
        let name: String
        let tamil: String
        let start: String
        let end: String
    }
    struct Chandrashtamam: Encodable {
        let rasi: String
        let start: String
        let end: String
    }
    struct TamilDay: Encodable {
        let yogam: [Yogam]
        let nallaNeram: [Window]
        let gowriNallaNeram: [Window]
        let chandrashtamam: [Chandrashtamam]
    }

    let date: String
    let observances: [String]
    let lunar: Lunar?
    let tamil: Tamil?
    let tamilDay: TamilDay?
}
