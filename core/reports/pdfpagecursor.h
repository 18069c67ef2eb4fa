#pragma once

#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>

#include <functional>

class QPainter;
class QPdfWriter;

namespace dd {

// Lays text out top to bottom on A4 pages, starting a new page when one is full; inside a table,
// the new page starts with the table's heading and column titles again. Every PDF DirectDesk
// writes (the report summary, the reconciliation's differences) lays its pages out with it.
class PageCursor
{
public:
    PageCursor(QPdfWriter &writer, QPainter &painter);

    int width() const { return m_width; }
    int lineHeight() const;

    void ensure(int height);

    // A table: its heading and column titles, kept on one page with at least its first row, and
    // repeated (the heading marked as continued) on every page the rows run onto. A title wider
    // than its column wraps onto a second line.
    void beginTable(const QString &heading, const QStringList &titles, const QList<qreal> &stops, int rightFrom);
    void endTable();

    void line(const QString &text, bool bold = false, qreal pointSize = 10);
    // What a cell wider than its column shows: cut where the column ends, or ending in "…" so that
    // a cut value ("mercadopagc") is not read as another one.
    enum class CellOverflow { Clip, Elide };
    // One table row: columns at fractions of the width; `rightFrom` and later are right-aligned.
    void row(const QStringList &cells, const QList<qreal> &stops, int rightFrom, bool bold = false,
             CellOverflow overflow = CellOverflow::Clip);

    void skip(int height) { m_y += height; }
    int y() const { return m_y; }

private:
    int heightOf(qreal pointSize, bool bold) const;
    // The column titles, each wrapped onto as many lines as its column needs (never cut short).
    void titleRow(const QStringList &titles, const QList<qreal> &stops, int rightFrom);
    int titleRowHeight(const QStringList &titles, const QList<qreal> &stops) const;
    QRect cellRect(const QList<qreal> &stops, int column, int height) const;

    QPdfWriter &m_writer;
    QPainter &m_painter;
    int m_width;
    int m_height;
    int m_y = 0;
    std::function<void()> m_continuation;
};

} // namespace dd
