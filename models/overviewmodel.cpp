#include "models/overviewmodel.h"

#include "core/storage/paymentstore.h"
#include "core/storage/storesession.h"
#include "models/storeworker.h"

#include <algorithm>

namespace dd {

OverviewModel::OverviewModel(PaymentStore &store, SessionOpener opener, QObject *parent)
    : QObject(parent), m_store(&store)
{
    if (opener)
        m_worker = std::make_unique<StoreWorker>(std::move(opener), QStringLiteral("overview"));
}

OverviewModel::OverviewModel(SessionOpener opener, QObject *parent)
    : QObject(parent),
      m_worker(std::make_unique<StoreWorker>(std::move(opener), QStringLiteral("overview")))
{
}

OverviewModel::~OverviewModel()
{
    m_latest->store(~quint64(0));   // skip whatever is still queued
    m_worker.reset();
}

void OverviewModel::setFilter(const PaymentFilter &filter)
{
    m_filter = filter;
    refresh();
}

void OverviewModel::setPeriod(const OverviewPeriod &period)
{
    m_period = period;
    refresh();
}

void OverviewModel::setToday(std::function<QDate()> today)
{
    m_today = std::move(today);
}

void OverviewModel::setActive(bool active)
{
    m_active = active;
    if (m_active && m_stale)
        refresh();
}

void OverviewModel::refresh()
{
    m_stale = !m_active;
    if (m_stale)
        return;
    const quint64 id = ++m_nextId;
    const QDate today = m_today();
    if (!m_worker) {
        accept(id, m_store->overview(m_filter, m_period, today));
        return;
    }
    ++m_pending;
    m_latest->store(id);
    // The worker by its address: while it is being destroyed, m_worker is already empty.
    m_worker->post([this, worker = m_worker.get(), latest = m_latest, id, filter = m_filter, period = m_period,
                    today] {
        OverviewData data;
        if (latest->load() == id) {   // a newer request is queued: only the newest is read
            StoreSession *session = worker->session();
            if (session)
                data = session->payments().overview(filter, period, today);
            if (session && !data.valid)
                worker->sessionGone();   // the next read opens another
        }
        QMetaObject::invokeMethod(this, [this, id, data = std::move(data)]() mutable { accept(id, std::move(data)); },
                                  Qt::QueuedConnection);
    });
}

void OverviewModel::accept(quint64 id, OverviewData data)
{
    if (m_worker)
        m_pending = std::max(0, m_pending - 1);
    if (id != m_nextId)
        return;
    if (!data.valid && m_worker) {
        emit readFailed(tr("The overview could not be read: the store did not answer."));
        if (!m_store) {
            emit updated();   // no longer busy; the figures shown stay
            return;
        }
    }
    m_data = std::move(data);
    emit updated();
}

PaymentFilter OverviewModel::filterFor(const PaymentFilter &barFilter, const OverviewPeriod &period,
                                       const OverviewSelection &selection)
{
    PaymentFilter filter = barFilter;
    QDateTime from = period.from;
    QDateTime to = period.to;
    if (selection.day.isValid()) {
        from = selection.day.startOfDay();
        to = selection.day.addDays(1).startOfDay();
    }
    if (filter.dateField == PaymentFilter::DateField::OpenDate) {
        if (filter.from.isValid() && from.isValid())
            from = std::max(from, filter.from);
        else if (filter.from.isValid())
            from = filter.from;
        if (filter.to.isValid() && to.isValid())
            to = std::min(to, filter.to);
        else if (filter.to.isValid())
            to = filter.to;
    }
    filter.dateField = PaymentFilter::DateField::OpenDate;
    filter.from = from;
    filter.to = to;
    if (selection.status)
        filter.statuses = {*selection.status};
    if (!selection.method.isEmpty())
        filter.methods = {selection.method};
    if (!selection.country.isEmpty())
        filter.countries = {selection.country};
    if (!selection.currency.isEmpty())
        filter.currency = selection.currency;
    return filter;
}

} // namespace dd
