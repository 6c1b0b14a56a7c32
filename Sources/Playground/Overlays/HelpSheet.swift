import LayoutCore
import Renderer

/// The help overlay's state (H, F1): open or not, the pages seen (PageDown pushes, PageUp pops) and its items for
/// the last area and page (the table never changes while the app runs, so they are made once per area and page).
struct HelpSheet {
    var isVisible = false
    /// The items for the last area and page, and how many rows they show.
    var cached: (area: Rect, start: Int, items: [DisplayItem], shown: Int)?
    /// First rows of the pages seen so far; [0] on the first page.
    var pageStarts = [0]

    /// H: help opens on its first page however it was closed, or closes.
    mutating func toggle() {
        isVisible.toggle()
        pageStarts = [0]
    }

    /// PageDown shows the rows after the ones on screen (when some did not fit); PageUp goes back a page.
    mutating func page(forward: Bool) {
        if forward {
            let start = pageStarts.last ?? 0
            let shown = cached?.start == start ? cached?.shown ?? 0 : 0
            if shown > 0 && start + shown < HelpOverlay.rows().count { pageStarts.append(start + shown) }
        } else if pageStarts.count > 1 {
            pageStarts.removeLast()
        }
    }

    /// The page's items in `area` (the room the other panels leave, or `whole`, the window's).
    mutating func items(area: Rect, whole: Rect) -> [DisplayItem] {
        let start = pageStarts.last ?? 0
        if cached?.area != area || cached?.start != start {
            var page = HelpOverlay.page(area: area, from: start)
            // Help was asked for: when the room the panels leave holds too few rows to read (a small window
            // with an element inspected), it takes the whole window over them, as a modal sheet would.
            let wanted = min(HelpOverlay.minimumRowsBesidePanels, HelpOverlay.rows().count - start)
            if area != whole && page.shown < wanted { page = HelpOverlay.page(area: whole, from: start, opaque: true) }
            cached = (area, start, page.items, page.shown)
        }
        return cached?.items ?? []
    }
}
