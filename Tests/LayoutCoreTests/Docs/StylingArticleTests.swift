import Testing
import LayoutCore

// The listings of the "Styling views" article, as it prints them, and what the article says they do.

final class MessageCell: CollectionViewCell {
    var isUnread = false

    override var appearance: ViewAppearance {
        var a = super.appearance
        a.fontSize = 15
        a.isBold = isUnread
        a.textAlignment = .leading
        a.textColor = Color(hex: 0x1C1E24)
        if !isSelected && !isFocused {
            a.borderColor = Color(hex: 0xD0D4DC)
            a.borderWidth = 1
        }
        return a
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        isUnread = false
    }
}

/// Messages, the first unread, for the listing that configures a `MessageCell`.
final class Messages: CollectionViewDataSource {
    struct Message { var subject: String; var isUnread: Bool }
    var messages = [Message(subject: "Lunch on Friday?", isUnread: true), Message(subject: "Minutes", isUnread: false)]

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let message = messages[indexPath.item]
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
        (cell as? MessageCell)?.isUnread = message.isUnread
        cell.title = message.subject
        return cell
    }
}

/// One plain cell, configured as the article's first listing does.
final class PlainCells: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.title = "Lunch on Friday?"
        cell.backgroundColor = Color(hex: 0xFFFFFF)
        cell.cornerRadius = 8
        return cell
    }
}

@Suite("Styling views article")
struct StylingArticleTests {
    @Test("a plain cell: title, fill and corner radius are its appearance; cell.frame is layoutAttributes?.frame")
    func plainCell() throws {
        let dataSource = PlainCells()
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: FlowLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.appearance.text == "Lunch on Friday?" && cell.appearance.cornerRadius == 8)
        #expect(cell.appearance.backgroundColor == Color(hex: 0xFFFFFF))
        // On a white fill the cell picks near-black text by itself.
        #expect(cell.appearance.textColor == Color(hex: 0x1C1E24))
        #expect(cell.layoutAttributes?.frame == collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(cell.layoutAttributes?.frame == Rect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("MessageCell: bold while unread, leading-aligned 15-point text, a hairline border that gives way to the selection ring")
    func messageCell() throws {
        let dataSource = Messages()
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: FlowLayout())
        collectionView.register(MessageCell.self, forCellWithReuseIdentifier: "message")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let unread = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? MessageCell)
        let read = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? MessageCell)
        #expect(unread.appearance.isBold && !read.appearance.isBold)
        #expect(unread.appearance.fontSize == 15 && unread.appearance.textAlignment == .leading)
        #expect(read.appearance.borderWidth == 1 && read.appearance.borderColor == Color(hex: 0xD0D4DC))
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.layoutIfNeeded()
        #expect(read.appearance.borderWidth == 3, "the cell's own selection ring, kept by super.appearance")
        unread.prepareForReuse()
        #expect(!unread.isUnread)
    }
}
