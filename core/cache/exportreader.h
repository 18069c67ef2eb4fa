#pragma once

#include "core/cache/database.h"
#include "core/domain/status.h"
#include "core/storage/paymentexport.h"
#include "core/storage/paymentfilter.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace dd {

// A streaming read of just the columns an export needs, in open-date order (then row id), for
// the payments a filter matches, optionally joined with their refunds (each payment's refunds in
// request order). One statement, stepped row by row: no Payment is decoded and no text is copied
// (utf8() views SQLite's own buffer until the next step). Thread-affine like its connection.
class ExportReader final : public PaymentExportCursor
{
public:
    // Prepares the statement; check errorString() (empty when ready).
    ExportReader(cache::Database &database, const PaymentFilter &filter, Refunds refunds, QList<Field> fields);

    Step next() override;
    // Values of the current row, by position in `fields`.
    qint64 integer(int index) const override { return m_statement.columnInt(index); }
    QByteArrayView utf8(int index) const override { return m_statement.columnUtf8View(index); }
    PaymentStatus paymentStatus(int index) const override;
    RefundStatus refundStatus(int index) const override;
    const QString &errorString() const override { return m_error; }

    // The SQL for a filter (tests check the plan).
    static QByteArray sql(const PaymentFilter &filter, Refunds refunds, const QList<Field> &fields);

private:
    cache::Database &m_database;
    cache::Statement m_statement;
    QString m_error;
};

} // namespace dd
