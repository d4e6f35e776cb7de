import CivilTime
import Foundation
import TamilCore
import Observances
import Panchang
import Places

/// The seed's panchangam JSON (its field names: tamilDate, nakshatram, thithi, yogam, karanam,
/// timings, foodStatus…), with instants as ISO 8601 in the place's zone.
enum TamilJSON {
    static func window(_ w: TimeWindow, _ zone: TimeZone) -> [String: Any] {
        ["start": w.start.iso8601(in: zone), "end": w.end.iso8601(in: zone)]
    }

    static func tithiParts(_ index: Int) -> (name: String, paksha: String) {
        let full = AngaKind.tithi.name(index)
        let paksha = index <= 15 ? "Shukla" : "Krishna"
        for prefix in ["Shukla ", "Krishna "] where full.hasPrefix(prefix) {
            return (String(full.dropFirst(prefix.count)), paksha)
        }
        return (full, paksha)
    }

    static func yogam(_ p: TamilYogamPeriod, _ zone: TimeZone) -> [String: Any] {
        [
            "id": p.yogam.rawValue, "name": p.yogam.rawValue.prefix(1).uppercased() + p.yogam.rawValue.dropFirst(),
            "tamil": p.yogam.tamil, "type": p.yogam.isAuspicious ? "auspicious" : "inauspicious",
            "startTime": p.window.start.iso8601(in: zone), "endTime": p.window.end.iso8601(in: zone),
            "nakshatram": AngaKind.nakshatra.name(p.nakshatra), "description": description(p.yogam),
        ]
    }

    static func description(_ y: TamilYogam) -> String {
        switch y {
        case .amirtha: "Amirtha yogam: the most auspicious; good for any beginning"
        case .siddha: "Siddha yogam: auspicious; work undertaken succeeds"
        case .marana: "Marana yogam: inauspicious; avoid new ventures"
        case .prabalarishta: "Prabalarishta yogam: inauspicious; avoid new ventures"
        }
    }

    static func anga(_ s: AngaSpan, _ zone: TimeZone) -> [String: Any] {
        [
            "name": s.kind.name(s.index), "number": s.index, "startTime": s.start.iso8601(in: zone),
            "endTime": s.end.iso8601(in: zone),
        ]
    }

    static func location(_ location: Location, nearest: NearestPlace?) -> [String: Any] {
        var object: [String: Any] = [
            "lat": location.latitude, "lng": location.longitude, "timezone": location.timeZoneIdentifier,
        ]
        if let n = nearest {
            object["city"] = n.place.name
            object["region"] = n.place.region ?? ""
            object["country"] = n.place.countryCode
            object["distanceKm"] = (n.distanceKilometres * 10).rounded() / 10
        }
        return object
    }

    /// The seed's daily object.
    static func daily(
        _ day: TamilDay, food: FoodStatus, nearest: NearestPlace?, attribution: String
    ) -> [String: Any] {
        let zone = day.zone
        var object: [String: Any] = [
            "date": day.date.description, "location": location(day.location, nearest: nearest),
        ]
        if let t = day.tamilDate {
            object["tamilDate"] = [
                "month": t.solar.monthName, "monthTamil": t.solar.nativeMonthName, "day": t.solar.day,
                "year": t.samvatsara.tamilLatin, "yearTamil": t.samvatsara.tamil,
                "weekday": TamilNames.weekdayLatin[t.weekday.rawValue],
                "weekdayTamil": TamilNames.weekday[t.weekday.rawValue], "thiruvalluvarYear": t.thiruvalluvarYear,
            ]
        }
        object["vaaram"] = [
            "name": TamilNames.weekdayLatin[day.date.weekday.rawValue],
            "tamil": TamilNames.weekday[day.date.weekday.rawValue], "sanskrit": day.panchang.vara.name,
        ]
        object["nakshatram"] =
            day.panchang.nakshatra.map { s -> [String: Any] in
                var o = anga(s, zone)
                o["tamil"] = TamilNames.nakshatra[s.index - 1]
                return o
            }.first ?? NSNull()
        object["nakshatrams"] = day.panchang.nakshatra.map { anga($0, zone) }
        object["thithi"] =
            day.panchang.tithi.map { s -> [String: Any] in
                let parts = tithiParts(s.index)
                return [
                    "name": parts.name, "paksha": parts.paksha, "number": s.index, "tamil": TamilNames.tithi(s.index),
                    "startTime": s.start.iso8601(in: zone), "endTime": s.end.iso8601(in: zone),
                ]
            }.first ?? NSNull()
        object["thithis"] = day.panchang.tithi.map { anga($0, zone) }
        object["yogam"] = day.yogamAtSunrise.map { yogam($0, zone) } ?? NSNull()
        object["yogams"] = day.details.yogam.map { yogam($0, zone) }
        object["nithyaYogam"] = day.first(.yoga).map { anga($0, zone) } ?? NSNull()
        object["karanam"] = day.first(.karana).map { anga($0, zone) } ?? NSNull()
        var timings: [String: Any] = [
            "sunrise": day.panchang.sunrise?.iso8601(in: zone) ?? NSNull(),
            "sunset": day.panchang.sunset?.iso8601(in: zone) ?? NSNull(),
            "moonrise": day.panchang.moonrise?.iso8601(in: zone) ?? NSNull(),
            "moonset": day.panchang.moonset?.iso8601(in: zone) ?? NSNull(),
            "nallaNeram": day.details.nallaNeram.map { window($0, zone) },
            "gowriNallaNeram": day.details.gowriNallaNeram.map { window($0, zone) },
        ]
        if let t = day.timings {
            timings["rahukaalam"] = window(t.rahuKalam, zone)
            timings["yamagandam"] = window(t.yamagandam, zone)
            timings["kuligai"] = window(t.gulikaKalam, zone)
            timings["abhijit"] = window(t.abhijit, zone)
        }
        object["timings"] = timings
        object["gowri"] = day.details.gowri.map { g -> [String: Any] in
            var o = window(g.window, zone)
            o["name"] = g.gowri.name
            o["tamil"] = g.gowri.tamil
            o["good"] = g.gowri.isGood
            o["part"] = g.isDay ? "day" : "night"
            return o
        }
        object["chandrashtamam"] = day.details.chandrashtamam.map { c -> [String: Any] in
            var o = window(c.window, zone)
            o["rasi"] = c.rasiName
            return o
        }
        object["observances"] = day.observances.map { o -> [String: Any] in
            ["id": o.id, "name": o.name, "category": o.category.rawValue]
        }
        var foodObject: [String: Any] = [
            "type": food.kind.rawValue, "observed": food.today.map(\.rawValue),
            "avoid": food.today.compactMap { $0.foodText },
        ]
        if let next = food.next {
            foodObject["nextAuspicious"] = [
                "name": next.kinds.map(\.englishName).joined(separator: ", "), "date": next.date.description,
                "ids": next.kinds.map(\.rawValue),
            ]
        } else {
            foodObject["nextAuspicious"] = NSNull()
        }
        object["foodStatus"] = foodObject
        object["source"] = attribution
        return object
    }
}

extension TamilObservedDay {
    /// The English name the seed uses.
    var englishName: String {
        switch self {
        case .ekadasi: "Ekadasi"
        case .pradosham: "Pradosham"
        case .amavasai: "Amavasai"
        case .pournami: "Pournami"
        case .karthigai: "Karthigai"
        case .shivaratri: "Shivaratri"
        case .navaratri: "Navaratri"
        case .somavaram: "Somavaram"
        case .sashti: "Sashti"
        case .ashtami: "Ashtami"
        case .chaturthi: "Chaturthi"
        }
    }

    /// What to eat or avoid, in English (from the Observances catalog).
    var foodText: String? {
        self == .navaratri ? "Vegetarian for the nine nights; many keep a fast or one meal" : monthly?.food?.text
    }
}
