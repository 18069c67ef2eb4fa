#pragma once

#include "core/domain/result.h"
#include "core/reconcile/csvrecords.h"
#include "core/reconcile/ordermapping.h"

#include <QDate>
#include <QHash>
#include <QIODevice>
#include <QString>

#include <array>
#include <memory>
#include <optional>

namespace dd::reconcile {

// What the shop says happened to an order, from the words shops write in English, Spanish and
// Portuguese (and the gateway's own codes).
enum class OrderState { Paid, Pending, Cancelled, Refunded };
std::optional<OrderState> orderStateFromText(QStringView text);

// One order line as the shop exported it, checked.
struct Order
{
    qint64 line = 0;
    QString code;
    std::optional<qint64> amount;       // hundredths
    QString currency;                   // upper case; empty when not mapped
    std::optional<OrderState> state;
    QString stateText;                  // as written
    std::optional<QDate> date;
    std::optional<qint64> refunded;     // hundredths
};

// A line that cannot be an order: where, and why (translated).
struct RowProblem
{
    qint64 line = 0;
    QString reason;
    friend bool operator==(const RowProblem &, const RowProblem &) = default;
};

struct OrderFileOptions
{
    ColumnMapping mapping;
    std::optional<QChar> separator;       // detected from the header when unset
    std::optional<QChar> decimalMark;     // detected per amount column when unset
};

// What reading the file once taught: how to read it, and its period.
struct OrderFileLayout
{
    FileFingerprint print;
    QChar separator;                                       // CSV only
    int columnCount = 0;
    std::array<int, 6> columns{-1, -1, -1, -1, -1, -1};    // by OrderField; -1 = not mapped
    std::array<QChar, 6> decimalMarks{};                   // for Amount and Refunded
    std::optional<QDate> firstDate;
    std::optional<QDate> lastDate;
    qint64 records = 0;                                    // records after the header, blank ones excluded

    int column(OrderField field) const { return columns[size_t(field)]; }
};

namespace OrderFile {
// The fingerprint, header, mapping, decimal marks and dates, from two passes over `device` (left at
// its start): CSV text, or the first sheet of an XLSX workbook (its first row the header). A
// problem of the whole file (unreadable, no header, a mapped header missing or twice, a quote never
// closed, mixed decimal marks, a damaged or hostile archive) is the error; row problems come from
// OrderReader.
Result<OrderFileLayout, QString> inspect(QIODevice &device, const OrderFileOptions &options);
// "12.50" → 1250 with '.' as the mark ("1,234.50" and "1 234,50" accepted with their grouping).
Result<qint64, QString> parseAmount(QStringView text, QChar decimalMark);
// 2026-03-01, 2026-03-01 10:20[:30], 2026-03-01T10:20:30[Z|±hh:mm], 01/03/2026 [10:20[:30]].
std::optional<QDate> parseDate(QStringView text);
} // namespace OrderFile

// Streams the orders of an inspected file: each line (a sheet's row) an Order or a RowProblem.
class OrderReader
{
public:
    enum class Step { Order, Problem, End, Failed };

    OrderReader(QIODevice &device, const OrderFileLayout &layout);
    ~OrderReader();
    Step next();
    const Order &order() const { return m_order; }
    const RowProblem &problem() const { return m_problem; }
    QString errorString() const { return m_records ? m_records->errorString() : m_openError; }

private:
    bool read();
    bool fail(const QString &reason);

    const OrderFileLayout &m_layout;
    std::unique_ptr<OrderRecords> m_records;
    QString m_openError;
    QHash<QString, std::optional<OrderState>> m_states;   // the few status words of a file, folded once
    Order m_order;
    RowProblem m_problem;
};

} // namespace dd::reconcile
