import Astronomy
import Foundation

extension PanchangCalculator {
    /// Every transition of `kind` between two instants, in order.
    public func transitions(_ kind: AngaKind, from start: Date, to end: Date) throws(PanchangError) -> [AngaTransition]
    {
        let (a, b) = (JulianDay.ut(start), JulianDay.ut(end))
        try checkRange(a, b)
        let timeline: AngaTimeline
        switch kind {
        case .tithi, .karana:
            let t = timelines(fromUT: a, toUT: b)
            timeline = kind == .tithi ? t.tithi : t.karana
        case .nakshatra: timeline = self.timeline(.nakshatra, angle: .siderealMoon, fromUT: a, toUT: b)
        case .yoga: timeline = self.timeline(.yoga, angle: .siderealSum, fromUT: a, toUT: b)
        }
        return timeline.transitions.filter { $0.ut >= a && $0.ut <= b }
            .map { AngaTransition(kind: kind, index: $0.index, instant: JulianDay.date(ut: $0.ut)) }
    }

    /// New moons (elongation 0°) between two instants.
    public func newMoons(from start: Date, to end: Date) throws(PanchangError) -> [Date] {
        try lunations(from: start, to: end, segment: 0)
    }

    /// Full moons (elongation 180°) between two instants.
    public func fullMoons(from start: Date, to end: Date) throws(PanchangError) -> [Date] {
        try lunations(from: start, to: end, segment: 1)
    }

    /// Sidereal solar ingresses between two instants.
    public func sankrantis(from start: Date, to end: Date) throws(PanchangError) -> [Sankranti] {
        let (a, b) = (JulianDay.ut(start), JulianDay.ut(end))
        try checkRange(a, b)
        return crossings(.siderealSun, step: 30, fromUT: a, toUT: b).list
            .filter { $0.ut >= a && $0.ut <= b }
            .map { Sankranti(sign: $0.segment, instant: JulianDay.date(ut: $0.ut)) }
    }

    /// The anga values in force at an instant.
    public func angas(at instant: Date) throws(PanchangError) -> [AngaKind: Int] {
        let ut = JulianDay.ut(instant)
        try checkRange(ut, ut)
        let tt = ut + DeltaT.days(ut: ut)
        let line = clock.ayanamsaLine(from: tt, to: tt)
        let e = clock.value(.elongation, tt: tt, ayanamsa: line).value
        let m = clock.value(.siderealMoon, tt: tt, ayanamsa: line).value
        let y = clock.value(.siderealSum, tt: tt, ayanamsa: line).value
        return [
            .tithi: Int(e / 12) + 1, .karana: Int(e / 6) + 1, .nakshatra: Int(m * 27 / 360) + 1,
            .yoga: Int(y * 27 / 360) + 1,
        ]
    }

    func lunations(from start: Date, to end: Date, segment: Int) throws(PanchangError) -> [Date] {
        let (a, b) = (JulianDay.ut(start), JulianDay.ut(end))
        try checkRange(a, b)
        return crossings(.elongation, step: 180, fromUT: a, toUT: b).list
            .filter { $0.segment == segment && $0.ut >= a && $0.ut <= b }
            .map { JulianDay.date(ut: $0.ut) }
    }

    func checkRange(_ a: Double, _ b: Double) throws(PanchangError) {
        do {
            try ephemeris.check(tt: a - 1)
            try ephemeris.check(tt: b + 1)
        } catch {
            throw .astronomy(error)
        }
    }

    /// Tithi, karana, nakshatra and yoga timelines over [a, b] (UT); tithis are every other
    /// karana boundary, so the elongation is solved once.
    func timelines(fromUT a: Double, toUT b: Double)
        -> (tithi: AngaTimeline, karana: AngaTimeline, nakshatra: AngaTimeline, yoga: AngaTimeline)
    {
        let k = crossings(.elongation, step: 6, fromUT: a, toUT: b)
        let karana = AngaTimeline(
            kind: .karana, initial: k.initial + 1, start: a, transitions: k.list.map { ($0.segment + 1, $0.ut) })
        let tithi = AngaTimeline(
            kind: .tithi, initial: k.initial / 2 + 1, start: a,
            transitions: k.list.filter { $0.segment % 2 == 0 }.map { ($0.segment / 2 + 1, $0.ut) })
        return (
            tithi, karana, timeline(.nakshatra, angle: .siderealMoon, fromUT: a, toUT: b),
            timeline(.yoga, angle: .siderealSum, fromUT: a, toUT: b)
        )
    }

    func timeline(_ kind: AngaKind, angle: LunarClock.Angle, fromUT a: Double, toUT b: Double) -> AngaTimeline {
        let c = crossings(angle, step: kind.span, fromUT: a, toUT: b)
        return AngaTimeline(
            kind: kind, initial: c.initial + 1, start: a, transitions: c.list.map { ($0.segment + 1, $0.ut) })
    }

    /// Crossings over [a, b] (UT), solved in TT in chunks of at most a year, returned in UT.
    func crossings(_ angle: LunarClock.Angle, step: Double, fromUT a: Double, toUT b: Double)
        -> (initial: Int, list: [(segment: Int, ut: Double)])
    {
        var list: [(segment: Int, ut: Double)] = []
        var initial = 0
        var chunkStart = a
        var first = true
        while chunkStart < b || first {
            let chunkEnd = min(b, chunkStart + 366)
            let t0 = chunkStart + DeltaT.days(ut: chunkStart)
            let t1 = chunkEnd + DeltaT.days(ut: chunkEnd)
            let r = clock.crossings(angle, step: step, from: t0, to: t1)
            if first { initial = r.initial }
            for c in r.crossings {
                list.append((c.segment, PanchangCalculator.ut(tt: c.tt)))
            }
            first = false
            chunkStart = chunkEnd
            if chunkEnd >= b { break }
        }
        return (initial, list)
    }

    /// UT from TT by fixed-point iteration on ΔT(UT).
    static func ut(tt: Double) -> Double {
        var ut = tt - DeltaT.days(ut: tt)
        ut = tt - DeltaT.days(ut: ut)
        return ut
    }
}
