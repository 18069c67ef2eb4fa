#pragma once

#include "core/server/store/pgstorelink.h"
#include "core/storage/paymentexport.h"
#include "core/storage/paymentfilter.h"

#include <QByteArray>
#include <QList>

namespace dd::server::store {

// An export's records streamed through a server-side cursor, fetched in batches: memory stays flat
// whatever the filter matches. The cursor lives in a read transaction of its own (or the caller's),
// ended when the stream is done or the cursor destroyed. The records and their order are the
// vault's (ExportReader): by opening date, then row id, then each refund by request date.
class PgExportCursor final : public PaymentExportCursor
{
public:
    PgExportCursor(PgStoreLink &link, const PaymentFilter &filter, Refunds refunds, const QList<Field> &fields);
    ~PgExportCursor() override;

    Step next() override;
    qint64 integer(int index) const override;
    QByteArrayView utf8(int index) const override;
    PaymentStatus paymentStatus(int index) const override;
    RefundStatus refundStatus(int index) const override;
    const QString &errorString() const override { return m_error; }

    // The statement the cursor runs (for tests of what is asked of the server).
    static QByteArray sql(const QByteArray &where, Refunds refunds, const QList<Field> &fields);

private:
    void fail();
    void finish();

    PgStoreLink &m_link;
    PgResult m_batch;
    int m_row = -1;
    bool m_open = false;
    bool m_ownTransaction = false;
    QList<QByteArray> m_values;
    QString m_error;
};

} // namespace dd::server::store
