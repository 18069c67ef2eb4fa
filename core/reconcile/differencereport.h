#pragma once

#include "core/reconcile/keptrun.h"

#include <QDateTime>
#include <QLocale>
#include <QTimeZone>

#include <optional>

namespace dd::reconcile {

// The formats the differences are exported in, chosen by the file name's extension.
enum class DifferenceFormat { Csv, Xlsx, Pdf };
std::optional<DifferenceFormat> differenceFormatOf(const QString &path);

// What a differences report says about its run, on top of the rows.
struct DifferenceReport
{
    QString fileName;
    QByteArray sha256;
    qint64 runId = 0;
    qint64 orders = 0;
    qint64 matched = 0;
    std::optional<QDate> periodFrom;
    std::optional<QDate> periodTo;
    QString operatorName;
    QDateTime generatedAt;
    QTimeZone timeZone = QTimeZone::utc();
    QLocale locale;                       // the region's: every amount in its marks
    QList<Difference> differences;
    RunChanges changes;                   // what changed since the previous run (none on a first run)

    static DifferenceReport of(const ReconcileResult &result, const KeptRun &kept);
};

// Writes the report to `path` in the format its extension names; nothing is left at `path` when
// writing fails (`error` says why).
//  CSV:  writeDifferencesCsv.
//  XLSX: a "Differences" sheet (the CSV's columns, amounts as numbers in each currency's decimals),
//        a "Totals" sheet per kind and currency and, after a re-run, the rows resolved since.
//  PDF:  the run, the counts and totals per kind and currency, then the differences table (its
//        first PdfReportWriter::MaxTableRows rows) and the rows resolved since the last run.
bool writeDifferenceReport(const QString &path, const DifferenceReport &report, QString *error);

} // namespace dd::reconcile
