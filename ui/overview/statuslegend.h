#pragma once

#include <QColor>
#include <QList>
#include <QWidget>

class QVBoxLayout;

namespace dd {

// The legend beside the "payments by status" ring: one line a status, its colour and its count,
// as wide as its longest line. A chart's own legend gets at most two fifths of a narrow chart and
// cuts the longer lines ("Confirmed (…"); this one takes the width it needs and leaves the rest to
// the ring.
class StatusLegend : public QWidget
{
    Q_OBJECT
public:
    struct Entry
    {
        QColor color;
        QString text;
    };

    explicit StatusLegend(QWidget *parent = nullptr);

    void setEntries(const QList<Entry> &entries);
    QStringList texts() const;

private:
    QVBoxLayout *m_lines;
    QList<Entry> m_entries;
};

} // namespace dd
