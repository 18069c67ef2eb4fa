#pragma once

#include "core/domain/result.h"

#include <QChar>
#include <QString>
#include <QStringList>

#include <optional>

namespace dd {

// The header line of an order file, read as a reconciliation will read it: the same encoding (UTF-8,
// else Windows-1252) and the same separator (the one given, else the one the header line uses), or
// the first row of an XLSX workbook's first sheet.
struct OrderFileHeaders
{
    QStringList headers;    // trimmed, in file order
    QChar separator;        // CSV only
};

Result<OrderFileHeaders, QString> readOrderFileHeaders(const QString &path, std::optional<QChar> separator);

} // namespace dd
