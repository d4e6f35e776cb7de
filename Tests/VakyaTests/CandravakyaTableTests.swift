import Foundation
import Testing

@testable import Vakya

/// The transcription of the 248 candravākyas, checked by the edition's own checksums.
@Suite("Candravākya table")
struct CandravakyaTableTests {
    func minutes(_ n: Int) -> Int { Int((VakyaMoon.vakya(n) * 60).rounded()) }

    @Test("The table has 248 vākyas; the first is 0 r 12°03′ and the last 0 r 27°44′")
    func endpoints() {
        #expect(VakyaMoon.table.count == 248)
        #expect(minutes(1) == 12 * 60 + 3)
        #expect(minutes(248) == 27 * 60 + 44)
        #expect(minutes(52) == (10 * 30 + 28) * 60 + 26)
    }

    @Test("V(n) + V(248 − n) = V(248) modulo twelve rāśis for every n (the edition's pair checksum)")
    func pairChecksum() {
        for n in 1..<248 {
            #expect((minutes(n) + minutes(248 - n)) % 21_600 == minutes(248), "pair \(n)")
        }
    }

    @Test("V(124) = 6 r + V(248)/2")
    func middle() {
        #expect(minutes(124) == 180 * 60 + minutes(248) / 2)
    }

    @Test("The 248 daily motions sum to nine revolutions plus V(248), and each lies in the Moon's range")
    func cycleSum() {
        var total = 0
        for n in 1...248 {
            let step = ((minutes(n) - minutes(n - 1)) % 21_600 + 21_600) % 21_600
            #expect(step > 11 * 60 + 30 && step < 15 * 60 + 30, "day \(n)")
            total += step
        }
        #expect(total == 9 * 21_600 + minutes(248))
    }

    @Test("V(248) agrees with the 248-day dhruva 27°44′6″ to the table's arcminute")
    func dhruva() {
        let dhruva = VakyaMoon.periods[2].dhruva
        #expect(abs(dhruva - VakyaMoon.vakya(248)) < 1.0 / 60)
    }
}
