import Foundation
import Testing

@testable import Transliteration

@Suite("Round trips over the whole Bhagavad Gita")
struct RoundTripTests {
    static let losslessScripts: [Script] = [.iast, .telugu, .kannada, .malayalam, .gujarati, .odia, .assamese]

    @Test("The corpus has all 700 verses")
    func corpusIsComplete() {
        #expect(GitaCorpus.verses.count == 700)
    }

    @Test("Devanagari → script → Devanagari gives every verse back", arguments: losslessScripts)
    func lossless(_ script: Script) {
        let transliterator = Transliterator()
        var failures: [String] = []
        for verse in GitaCorpus.verses {
            let there = transliterator.convert(verse.original, from: .devanagari, to: script)
            let back = transliterator.convert(there, from: script, to: .devanagari)
            if back != verse.original { failures.append(verse.ref) }
        }
        #expect(GitaCorpus.verses.count == 700)
        #expect(failures == [], "\(script)")
    }

    @Test("Tamil with superscripts gives every verse back")
    func tamilSuperscripts() {
        let transliterator = Transliterator(options: .init(tamilSuperscripts: true))
        let failures = GitaCorpus.verses.filter { verse -> Bool in
            let tamil = transliterator.convert(verse.original, from: .devanagari, to: .tamil)
            return transliterator.convert(tamil, from: .tamil, to: .devanagari) != verse.original
        }
        #expect(GitaCorpus.verses.count == 700)
        #expect(failures.map(\.ref) == [])
    }

    @Test("Bengali gives every verse back except that व is read as ब")
    func bengali() {
        let transliterator = Transliterator()
        let failures = GitaCorpus.verses.filter { verse -> Bool in
            let bengali = transliterator.convert(verse.original, from: .devanagari, to: .bengali)
            let expected = GitaCorpus.replacing("व", with: "ब", in: verse.original)
            return transliterator.convert(bengali, from: .bengali, to: .devanagari) != expected
        }
        #expect(GitaCorpus.verses.count == 700)
        #expect(failures.map(\.ref) == [])
    }

    @Test("Plain Tamil loses exactly the documented distinctions")
    func plainTamil() {
        let transliterator = Transliterator()
        let failures = GitaCorpus.verses.filter { verse -> Bool in
            let tamil = transliterator.convert(verse.original, from: .devanagari, to: .tamil)
            let back = transliterator.convert(tamil, from: .tamil, to: .devanagari)
            return back != DocumentedLoss.tamil(verse.original)
        }
        #expect(GitaCorpus.verses.count == 700)
        #expect(failures.map(\.ref) == [])
    }

    @Test("Gurmukhi loses exactly the documented distinctions")
    func gurmukhi() {
        let transliterator = Transliterator()
        let failures = GitaCorpus.verses.filter { verse -> Bool in
            let gurmukhi = transliterator.convert(verse.original, from: .devanagari, to: .gurmukhi)
            let back = transliterator.convert(gurmukhi, from: .gurmukhi, to: .devanagari)
            return back != DocumentedLoss.gurmukhi(verse.original)
        }
        #expect(GitaCorpus.verses.count == 700)
        #expect(failures.map(\.ref) == [])
    }

    @Test("No output contains a letter of another script", arguments: Script.allCases)
    func staysInScript(_ script: Script) {
        let transliterator = Transliterator()
        let text = GitaCorpus.verses.map(\.original).joined(separator: "\n")
        let output = transliterator.convert(text, from: .devanagari, to: script)
        let foreign = output.unicodeScalars.filter { scalar in
            guard scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark else {
                return false
            }
            return !script.owns(scalar)
        }
        #expect(foreign.isEmpty, "\(script): \(String(String.UnicodeScalarView(foreign.prefix(10))))")
    }
}

extension Script {
    /// Whether a letter or mark belongs in text of this script (the Devanagari dandas are shared by all).
    func owns(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch self {
        case .devanagari: return (0x900...0x97F).contains(value)
        case .bengali, .assamese: return (0x980...0x9FF).contains(value)
        case .gurmukhi: return (0xA00...0xA7F).contains(value)
        case .gujarati: return (0xA80...0xAFF).contains(value)
        case .odia: return (0xB00...0xB7F).contains(value)
        case .tamil: return (0xB80...0xBFF).contains(value) || value == 0x02BC
        case .telugu: return (0xC00...0xC7F).contains(value)
        case .kannada: return (0xC80...0xCFF).contains(value)
        case .malayalam: return (0xD00...0xD7F).contains(value)
        case .iast: return value < 0x250 || (0x1E00...0x1EFF).contains(value) || (0x300...0x36F).contains(value)
        case .latin: return value < 0x80
        }
    }
}
