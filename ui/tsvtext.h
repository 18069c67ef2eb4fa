#pragma once

#include <QList>
#include <QString>

class QAbstractItemModel;

namespace dd {

// Rows of a table as tab-separated text with a header line, as a spreadsheet pastes it. Cells
// show their display text; tabs and line breaks inside a cell become spaces.
QString tsvText(const QAbstractItemModel &model, const QList<int> &rows, const QList<int> &columns);

} // namespace dd
