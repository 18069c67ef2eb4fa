#include "models/overviewmodel.h"

#include "core/storage/paymentstore.h"
#include "core/storage/storesession.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>

#include <algorithm>
#include <atomic>

namespace dd {

// Lives on the worker thread: its connection is opened there on first use and closed there.
struct OverviewModel::Worker
{
    SessionOpener opener;
    std::unique_ptr<StoreSession> session;
    std::atomic<quint64> latest{0};

    OverviewData read(const PaymentFilter &filter, const OverviewPeriod &period, QDate today)
    {
        if (!session)
            session = opener();
        if (!session)
            return {};
        return session->payments().overview(filter, period, today);
    }
};

OverviewModel::OverviewModel(PaymentStore &store, SessionOpener opener, QObject *parent)
    : QObject(parent),
      m_store(store),
      m_period(OverviewPeriod::of(OverviewPeriod::Preset::Last30Days, QDate::currentDate())),
      m_today([] { return QDate::currentDate(); })
{
    if (opener) {
        m_worker = std::make_shared<Worker>();
        m_worker->opener = std::move(opener);
        m_thread = new QThread(this);
        m_thread->setObjectName(QStringLiteral("overview"));
        m_workerContext = new QObject;
        m_workerContext->moveToThread(m_thread);
        connect(m_thread, &QThread::finished, m_workerContext, &QObject::deleteLater);
        m_thread->start();
    }
}

OverviewModel::~OverviewModel()
{
    if (m_thread) {
        m_worker->latest = ~quint64(0);   // skip whatever is still queued
        QMetaObject::invokeMethod(m_workerContext, [worker = m_worker] { worker->session.reset(); });
        m_thread->quit();
        m_thread->wait();
    }
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
    if (!m_thread) {
        accept(id, m_store.overview(m_filter, m_period, today));
        return;
    }
    ++m_pending;
    m_worker->latest = id;
    QMetaObject::invokeMethod(m_workerContext, [worker = m_worker, self = QPointer<OverviewModel>(this), id,
                                                filter = m_filter, period = m_period, today] {
        OverviewData data;
        if (worker->latest.load() == id)   // a newer request is queued: only the newest is read
            data = worker->read(filter, period, today);
        QMetaObject::invokeMethod(
            self.data() ? static_cast<QObject *>(self.data()) : QCoreApplication::instance(),
            [self, id, data = std::move(data)]() mutable {
                if (self)
                    self->accept(id, std::move(data));
            },
            Qt::QueuedConnection);
    });
}

void OverviewModel::accept(quint64 id, OverviewData data)
{
    if (m_thread)
        m_pending = std::max(0, m_pending - 1);
    if (id != m_nextId)
        return;
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
