import Testing

@testable import Transliteration

@Suite("Any input, never a crash")
struct RobustnessTests {
    let transliterator = Transliterator()

    @Test("Characters the engine does not know pass through unchanged", arguments: Script.allCases)
    func unknownPassThrough(_ target: Script) {
        let foreign = "Hello, 世界! 👋🏽 👨‍👩‍👧 —«»… \t\n Ω ß"
        let indicSources: [Script] = [.devanagari, .telugu, .tamil, .gurmukhi, .bengali]
        for source in indicSources where source != target {
            #expect(transliterator.convert(foreign, from: source, to: target) == foreign)
        }
    }

    @Test("Letters of other Indic scripts in the text are converted too")
    func mixedScripts() {
        #expect(transliterator.convert("धर्म dharma ధర్మ", from: .devanagari, to: .kannada) == "ಧರ್ಮ dharma ಧರ್ಮ")
        #expect(transliterator.convert("dharma धर्म", from: .iast, to: .telugu) == "ధర్మ ధర్మ")
    }

    @Test("Empty text, lone marks and signs without a letter are handled")
    func loneMarks() {
        #expect(transliterator.convert("", from: .devanagari, to: .iast) == "")
        #expect(transliterator.convert("ा", from: .devanagari, to: .telugu) == "ా")
        #expect(transliterator.convert("्", from: .devanagari, to: .iast) == "")
        #expect(transliterator.convert("़ं", from: .devanagari, to: .latin) == "m")
        #expect(transliterator.convert("ੱ", from: .gurmukhi, to: .devanagari) == "")
        #expect(transliterator.convert("ੳ", from: .gurmukhi, to: .devanagari) == "ੳ")
        #expect(transliterator.convert("\u{200D}\u{200C}", from: .malayalam, to: .devanagari) == "\u{200D}\u{200C}")
        #expect(transliterator.convert("(அ", from: .tamil, to: .devanagari) == "(अ")
        #expect(transliterator.convert("ʼ²", from: .tamil, to: .devanagari) == "ʼ²")
        #expect(transliterator.convert(":ṛ:", from: .iast, to: .devanagari) == ":ऋ:")
    }

    @Test("Random text over every pair of scripts converts without failing")
    func fuzz() {
        var generator = SeededGenerator(seed: 15_919)
        let pools: [ClosedRange<UInt32>] = [
            0x900...0xD7F, 0x20...0x7E, 0x300...0x36F, 0x1E00...0x1EFF, 0x200B...0x2019, 0x1F300...0x1F6FF,
            0xB2...0xB3, 0x2074...0x2074, 0x2BC...0x2BC,
        ]
        for _ in 0..<150 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                let pool = pools.randomElement(using: &generator) ?? 0x20...0x7E
                if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &generator)) { scalars.append(scalar) }
            }
            let text = String(scalars)
            for source in Script.allCases {
                for target in Script.allCases {
                    let output = transliterator.convert(text, from: source, to: target)
                    #expect(output.unicodeScalars.count <= text.unicodeScalars.count * 8 + 16)
                }
                _ = transliterator.searchKey(text, from: source)
            }
        }
    }

    @Test("A long text converts whole")
    func longText() {
        let chapter = GitaCorpus.chapterVerses(2).map(\.original).joined(separator: "\n")
        let long = String(repeating: chapter + "\n", count: 20)
        let telugu = transliterator.convert(long, from: .devanagari, to: .telugu)
        #expect(transliterator.convert(telugu, from: .telugu, to: .devanagari) == long)
    }
}

/// A small deterministic generator (SplitMix64), so the fuzz test sees the same strings on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
