#include "ui/overview/statuslegend.h"

#include <QLabel>
#include <QVBoxLayout>

namespace dd {

StatusLegend::StatusLegend(QWidget *parent)
    : QWidget(parent), m_lines(new QVBoxLayout)
{
    setObjectName(QStringLiteral("overviewStatusLegend"));
    setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Preferred);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 8, 4);
    layout->addStretch(1);
    layout->addLayout(m_lines);
    layout->addStretch(1);
    m_lines->setSpacing(4);
}

void StatusLegend::setEntries(const QList<Entry> &entries)
{
    m_entries = entries;
    while (QLayoutItem *item = m_lines->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (const Entry &entry : entries) {
        // A square in the slice's colour, then the status and its count.
        auto *line = new QLabel(this);
        line->setObjectName(QStringLiteral("overviewStatusLegendLine"));
        line->setTextFormat(Qt::RichText);
        line->setText(QStringLiteral("<span style=\"color:%1\">&#9632;</span>&nbsp;%2") // notr: markup
                          .arg(entry.color.name(), entry.text.toHtmlEscaped()));
        line->setAccessibleName(entry.text);
        m_lines->addWidget(line);
    }
}

QStringList StatusLegend::texts() const
{
    QStringList texts;
    for (const Entry &entry : m_entries)
        texts << entry.text;
    return texts;
}

} // namespace dd
