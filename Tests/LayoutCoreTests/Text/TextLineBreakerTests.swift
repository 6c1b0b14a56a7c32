import Testing
import LayoutCore

/// One point per grapheme, so widths are character counts.
private var breaker: TextLineBreaker { TextLineBreaker { Double($0.count) } }

@Suite("TextLineBreaker")
struct TextLineBreakerTests {
    @Test("wraps at spaces, dropping the spaces a break consumes")
    func wordWrap() {
        let broken = breaker.breakLines("the quick brown fox", maxWidth: 10, maxLines: 0)
        #expect(broken.lines == ["the quick", "brown fox"])
        #expect(broken.widths == [9, 9])
        #expect(!broken.truncated)
    }

    @Test("CJK wraps between characters; a word wider than the line breaks between graphemes")
    func cjkAndLongWords() {
        #expect(breaker.breakLines("日本語のテキスト", maxWidth: 3, maxLines: 0).lines == ["日本語", "のテキ", "スト"])
        #expect(breaker.breakLines("abcdefgh ij", maxWidth: 3, maxLines: 0).lines == ["abc", "def", "gh", "ij"])
        #expect(breaker.breakLines("abc", maxWidth: 0, maxLines: 0).lines == ["a", "b", "c"])
    }

    @Test("newlines break lines and tabs are spaces; a family emoji and a flag are one grapheme each")
    func hardBreaks() {
        #expect(breaker.breakLines("line one\nline two", maxWidth: .infinity, maxLines: 0).lines == ["line one", "line two"])
        #expect(breaker.breakLines("a\tb\r\nc", maxWidth: .infinity, maxLines: 0).lines == ["a b", "c"])
        #expect(breaker.breakLines("👨‍👩‍👧‍👦🇯🇵", maxWidth: 1, maxLines: 0).lines == ["👨‍👩‍👧‍👦", "🇯🇵"])
        #expect(breaker.breakLines("", maxWidth: 10, maxLines: 0).lines == [])
    }

    @Test("beyond the maximum number of lines the last line ends in an ellipsis that fits")
    func truncation() {
        let broken = breaker.breakLines("the quick brown fox jumps", maxWidth: 10, maxLines: 2)
        #expect(broken.lines == ["the quick", "brown fox…"])   // "…" fits in the 10th point
        #expect(broken.widths == [9, 10])
        #expect(broken.truncated)
        #expect(breaker.breakLines("one\ntwo\nthree", maxWidth: 10, maxLines: 2).lines == ["one", "two…"])
        #expect(breaker.breakLines(String(repeating: "x", count: 300), maxWidth: 5, maxLines: 1).lines == ["xxxx…"])
        #expect(!breaker.breakLines("one\ntwo", maxWidth: 10, maxLines: 2).truncated)
    }

    @Test("labels whose scalars are their graphemes are walked scalar by scalar; combining marks, joiners, flags, keycaps and CR LF are not")
    func scalarWalk() {
        for label in ["Kumquat 5", "東京 こんにちは 서울", "שלום עולם", "مرحبا", "Ελληνικά Русский", "😀 ☀ 1001", "a\u{A0}b\u{2014}c"] {
            #expect(TextLineBreaker.scalarsAreGraphemes(label), "\(label)")
            #expect(label.count == label.unicodeScalars.count, "\(label)")
        }
        for label in ["e\u{301}", "👨‍👩‍👧‍👦", "🇯🇵", "1️⃣", "👍🏽", "नमस्ते", "สวัสดี", "a\r\nb", "각\u{11A8}", "שָׁלוֹם"] {
            #expect(!TextLineBreaker.scalarsAreGraphemes(label), "\(label)")
        }
        // The same breaks either way: a label walked by scalars wraps as the grapheme walk would.
        #expect(breaker.breakLines("東京 こんにちは שלום 😀 1001", maxWidth: 6, maxLines: 0).lines == ["東京 こんに", "ちは", "שלום 😀", "1001"])
    }
}
