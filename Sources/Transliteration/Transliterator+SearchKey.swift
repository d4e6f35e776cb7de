extension Transliterator {
    /// A loose ASCII key for search that forgives how a text was typed: "karmanye", "karmaNye" and "कर्मण्ये"
    /// all give keys contained in the key of "कर्मण्येवाधिकारस्ते मा फलेषु कदाचन".
    ///
    /// The text is spelled in plain Latin (Punjabi silent vowels dropped for Gurmukhi), then each word is
    /// folded (docs/transliteration.md, "Search keys"): lower case; ee → i, oo → u, oa → o, ri → r, jn → gy;
    /// an h after a consonant letter dropped (kh → k, sh → s, chh → c); w → v, z → j, q → k, f → p, x → ks;
    /// a final h after a vowel (visarga) dropped; a final ay → ai; m before a consonant or at the end of a
    /// word → n; doubled letters single. Spaces and punctuation are then dropped, so a query matches across words joined by
    /// sandhi. Digits are kept. The key follows `options.silentVowels`: key Hindi and Awadhi texts with
    /// `.dropSilent` so that queries typed without the silent a ("jai hanuman gyan gun sagar") find them.
    public func searchKey(_ text: String, from source: Script) -> String {
        SearchKey.fold(write(read(text, from: source), from: source, to: .latin))
    }
}
