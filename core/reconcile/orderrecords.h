#pragma once

#include "core/domain/result.h"

#include <QDate>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace dd::reconcile {

struct FileFingerprint;

// The rows of an order file as fields of text, whatever the file is (CSV text or an XLSX sheet), so
// the header, the mapping, the checks and the line numbers work the same for both.
class OrderRecords {
public:
    enum class Step { Record, End, Failed };

    virtual ~OrderRecords() = default;
    virtual Step next() = 0;
    virtual const QStringList &fields() const = 0;
    // Where the record starts: the 1-based line of a CSV file, the row number of a sheet.
    virtual qint64 line() const = 0;
    virtual bool isBlank() const = 0;
    // Why reading stopped (Failed).
    virtual QString errorString() const = 0;
    // True when the cell held a number (its text is then a plain decimal: "1234.5", "45352"): a
    // sheet's amounts need no decimal mark guessed, and its dates are serial day numbers.
    virtual bool isNumber(qsizetype column) const
    {
        Q_UNUSED(column);
        return false;
    }
    // A sheet's dates count days from 1904-01-01 rather than 1899-12-30.
    virtual bool usesDate1904() const { return false; }

protected:
    OrderRecords() = default;
    OrderRecords(const OrderRecords &) = delete;
    OrderRecords &operator=(const OrderRecords &) = delete;
};

// The records of `device` (at its start): its first sheet when `print` says it is a workbook, else
// CSV split by `separator`. The error is a problem of the whole file (an archive that cannot be read).
Result<std::unique_ptr<OrderRecords>, QString> openOrderRecords(QIODevice &device, const FileFingerprint &print,
                                                                QChar separator);

// The date of a spreadsheet serial day number ("45352", "45352.75": the time is dropped), in the
// 1900 date system (where day 60 is the 29 February 1900 that never was) or the 1904 one.
std::optional<QDate> dateFromSerial(QStringView text, bool date1904);

// A spreadsheet number's text as a plain decimal, without going through a double: "1.5E-2" →
// "0.015", and rounded to the 15 significant digits a spreadsheet keeps ("13.750000000000002" →
// "13.75"). Text that is no number is returned as it is.
QString plainDecimal(QStringView text);

} // namespace dd::reconcile
