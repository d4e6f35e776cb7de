import TamilCore
import Testing

@Suite("Yoga and karana names in Tamil script")
struct TamilAngaNamesTests {
    @Test("The 27 yogas from Vishkambha to Vaidhriti, counting on round the cycle")
    func yogas() {
        #expect(TamilAngaNames.yoga(1) == "விஷ்கம்பம்")
        #expect(TamilAngaNames.yoga(27) == "வைதிருதி")
        #expect(TamilAngaNames.yoga(28) == TamilAngaNames.yoga(1))
        #expect(Set((1...27).map(TamilAngaNames.yoga)).count == 27, "27 different names")
    }

    @Test("Karanas by the engine's English name; Vishti is Bhadra (பத்திரை); an unknown name stays as given")
    func karanas() {
        #expect(TamilAngaNames.karana("Vishti") == "பத்திரை")
        #expect(TamilAngaNames.karana("Kimstughna") == "கிம்ஸ்துக்னம்")
        for name in ["Bava", "Balava", "Kaulava", "Taitila", "Gara", "Vanija", "Shakuni", "Chatushpada", "Naga"] {
            #expect(TamilAngaNames.karana(name) != name, "\(name)")
        }
        #expect(TamilAngaNames.karana("Unknown") == "Unknown")
    }
}
