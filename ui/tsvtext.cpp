#include "ui/tsvtext.h"

#include <QAbstractItemModel>
#include <QStringList>

namespace dd {

namespace {
QString cellText(const QVariant &value)
{
    QString text = value.toString();
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}
} // namespace

QString tsvText(const QAbstractItemModel &model, const QList<int> &rows, const QList<int> &columns)
{
    QStringList lines;
    QStringList header;
    for (int column : columns)
        header << cellText(model.headerData(column, Qt::Horizontal, Qt::DisplayRole));
    lines << header.join(QLatin1Char('\t'));
    for (int row : rows) {
        QStringList cells;
        for (int column : columns)
            cells << cellText(model.data(model.index(row, column), Qt::DisplayRole));
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace dd
