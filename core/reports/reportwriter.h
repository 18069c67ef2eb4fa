#pragma once

#include "core/reports/reportcolumn.h"
#include "core/reports/reporttotals.h"

#include <QList>
#include <QString>

namespace dd {

// One output format. The exporter calls begin() once, row() per record, then end() with the
// totals; any false return stops the export, and abort() removes whatever was written. Only
// end() makes the file appear at its final path (a partial file is never left behind).
class ReportWriter
{
public:
    virtual ~ReportWriter() = default;
    virtual bool begin(const QList<ReportColumn> &columns) = 0;
    virtual bool row(const QList<ReportCell> &cells) = 0;
    virtual bool end(const ReportTotals &totals) = 0;
    virtual void abort() = 0;
    // False when the writer only needs totals (PDF summary): the exporter may skip the rows.
    virtual bool wantsRows() const { return true; }
    // False when end() ignores the totals (CSV): the exporter then skips adding them up.
    virtual bool wantsTotals() const { return true; }
    virtual QString errorString() const = 0;
};

} // namespace dd
