#include "core/reconcile/reconcilejob.h"
#include "core/reconcile/reconciletext.h"

#include "core/storage/importqueue.h"
#include "core/storage/paymentstore.h"
#include "core/storage/storesession.h"

#include <QFileInfo>

namespace dd::reconcile {

namespace {

bool isPaidInShop(OrderState state)
{
    return state == OrderState::Paid || state == OrderState::Refunded;
}

IndexedPayment indexed(const Payment &payment)
{
    IndexedPayment entry;
    entry.amount = payment.amountExt.hundredths();
    entry.refunded = payment.refundedTotal().hundredths();
    entry.currency = packCurrency(payment.amountExt.currency().isEmpty() ? payment.currencyExt
                                                                         : payment.amountExt.currency());
    entry.openDay = payment.openDate.isValid() ? qint32(payment.openDate.toUTC().date().toJulianDay()) : 0;
    entry.status = payment.status;
    return entry;
}

} // namespace

ReconcileJob::ReconcileJob(StoreSession &store, ReconcileRequest request, CodeLookup *lookup, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_request(std::move(request))
    , m_lookup(lookup)
    , m_file(m_request.filePath)
{
    if (m_lookup)
        connect(m_lookup, &CodeLookup::progress, this,
                [this](qint64 done, qint64 total) { emit progress(Stage::AskingGateway, done, total); });
}

ReconcileJob::~ReconcileJob() = default;

void ReconcileJob::start()
{
    if (m_running)
        return;
    m_running = true;
    m_cancelled = false;
    m_result = ReconcileResult{};
    QMetaObject::invokeMethod(this, &ReconcileJob::begin, Qt::QueuedConnection);
}

void ReconcileJob::cancel()
{
    m_cancelled = true;
    // The look-up lives on the job's thread: called there at once, from elsewhere in its turn.
    if (m_lookup)
        QMetaObject::invokeMethod(m_lookup, &CodeLookup::cancel);
}

void ReconcileJob::finish(ReconcileResult::Outcome outcome, const QString &error)
{
    m_result.outcome = outcome;
    m_result.error = error;
    m_reader.reset();
    m_file.close();
    if (outcome != ReconcileResult::Outcome::Reconciled)
        m_result.differences.clear();
    m_running = false;
    emit finished();
}

void ReconcileJob::begin()
{
    m_result.fileName = QFileInfo(m_request.filePath).fileName();
    if (!m_file.open(QIODevice::ReadOnly)) {
        finish(ReconcileResult::Outcome::FileRefused,
               ReconcileText::tr("%1 cannot be read: %2").arg(m_request.filePath, m_file.errorString()));
        return;
    }
    emit progress(Stage::ReadingFile, 0, 0);
    auto layout = OrderFile::inspect(m_file, m_request.options);
    if (!layout) {
        finish(ReconcileResult::Outcome::FileRefused, layout.error());
        return;
    }
    m_layout = layout.value();
    m_result.sha256 = m_layout.print.sha256;
    m_result.periodFrom = m_request.from ? m_request.from : m_layout.firstDate;
    m_result.periodTo = m_request.to ? m_request.to : m_layout.lastDate;
    emit progress(Stage::ReadingCache, 0, 0);
    QString error;
    const bool built = m_index.build(
        m_store.payments(),
        [this](qint64 done) {
            emit progress(Stage::ReadingCache, done, 0);
            return !m_cancelled;
        },
        &error);
    if (!built) {
        finish(m_cancelled ? ReconcileResult::Outcome::Cancelled : ReconcileResult::Outcome::Failed, error);
        return;
    }
    m_reader = std::make_unique<OrderReader>(m_file, m_layout);
    matchSome();
}

void ReconcileJob::matchSome()
{
    if (m_cancelled) {
        finish(ReconcileResult::Outcome::Cancelled);
        return;
    }
    for (int n = 0; n < OrdersPerSlice; ++n) {
        switch (m_reader->next()) {
        case OrderReader::Step::Order:
            ++m_result.orders;
            take(m_reader->order());
            continue;
        case OrderReader::Step::Problem:
            if (m_result.problems.size() < MaxListedProblems)
                m_result.problems.append(m_reader->problem());
            ++m_result.problemCount;
            continue;
        case OrderReader::Step::Failed:
            finish(ReconcileResult::Outcome::FileRefused, m_reader->errorString());
            return;
        case OrderReader::Step::End:
            emit progress(Stage::Matching, m_layout.records, m_layout.records);
            afterMatching();
            return;
        }
    }
    emit progress(Stage::Matching, m_result.orders + m_result.problemCount, m_layout.records);
    QMetaObject::invokeMethod(this, &ReconcileJob::matchSome, Qt::QueuedConnection);
}

void ReconcileJob::take(const Order &order)
{
    if (m_request.from && m_request.to && order.date && (*order.date < *m_request.from || *order.date > *m_request.to)) {
        ++m_result.outsidePeriod;
        return;
    }
    if (m_result.problemCount > 0)
        return;   // the file is refused anyway: no need to match the rest
    const auto group = m_index.find(order.code);
    if (group.first < group.second) {
        match(order, m_index, group);
    } else if (m_pendingCodes.contains(order.code)) {
        addOrderOnly(DifferenceKind::DuplicateOrder, order);
    } else {
        m_pendingCodes.insert(order.code);
        m_pending.append(order);
    }
}

void ReconcileJob::afterMatching()
{
    if (m_result.problemCount > 0) {
        finish(ReconcileResult::Outcome::RowsRefused);
        return;
    }
    if (m_pending.isEmpty() || !m_lookup) {
        lookupDone(LookupOutcome{});
        return;
    }
    QStringList codes;
    codes.reserve(m_pending.size());
    for (const Order &order : std::as_const(m_pending))
        codes.append(order.code);
    connect(m_lookup, &CodeLookup::finished, this, &ReconcileJob::lookupDone, Qt::SingleShotConnection);
    emit progress(Stage::AskingGateway, 0, codes.size());
    m_lookup->start(codes);
}

void ReconcileJob::lookupDone(const LookupOutcome &outcome)
{
    m_result.lookup = outcome;
    if (m_cancelled || outcome.cancelled) {
        finish(ReconcileResult::Outcome::Cancelled);
        return;
    }
    QStringList unfound;
    for (const Order &order : std::as_const(m_pending)) {
        const std::optional<Payment> payment
            = m_lookup ? m_store.payments().findByMerchantCode(order.code) : std::nullopt;
        if (payment)
            m_fetched.add(indexed(*payment), payment->merchantPaymentCode, payment->hash);
        else
            unfound.append(order.code);
    }
    m_fetched.seal();
    // The gateway said "not found" for these; the others could not be asked (they stay queued).
    QSet<QString> unknownToGateway;
    if (!unfound.isEmpty() && m_lookup)
        for (const QueuedCode &queued : m_store.importQueue().find(QueuedCode::Kind::MerchantCode, unfound))
            if (queued.notFound > 0)
                unknownToGateway.insert(queued.code);
    for (const Order &order : std::as_const(m_pending)) {
        const auto group = m_fetched.find(order.code);
        if (group.first < group.second)
            match(order, m_fetched, group);
        else
            addOrderOnly(unknownToGateway.contains(order.code) ? DifferenceKind::OrderWithoutPayment
                                                               : DifferenceKind::NotVerified,
                         order);
    }
    findPaymentsWithoutOrders();
    finish(ReconcileResult::Outcome::Reconciled);
}

void ReconcileJob::findPaymentsWithoutOrders()
{
    if (!m_result.periodChecked())
        return;
    const qint64 first = m_result.periodFrom->toJulianDay();
    const qint64 last = m_result.periodTo->toJulianDay();
    for (qsizetype i = 0; i < m_index.size(); ++i) {
        const IndexedPayment &payment = m_index.at(i);
        if (payment.orders == 0 && payment.openDay >= first && payment.openDay <= last)
            addPaymentOnly(DifferenceKind::PaymentWithoutOrder, m_index, payment, nullptr);
    }
}

void ReconcileJob::match(const Order &order, PaymentIndex &index, std::pair<qsizetype, qsizetype> group)
{
    // With two payments for one code, the order is compared with the confirmed one (if any).
    qsizetype chosen = group.first;
    for (qsizetype i = group.first; i < group.second; ++i) {
        ++index.at(i).orders;
        if (index.at(i).status == PaymentStatus::Confirmed && index.at(chosen).status != PaymentStatus::Confirmed)
            chosen = i;
    }
    const IndexedPayment &payment = index.at(chosen);
    if (payment.orders > 1) {
        addPaymentOnly(DifferenceKind::DuplicateOrder, index, payment, &order);
        return;
    }
    ++m_result.matched;
    for (qsizetype i = group.first; i < group.second; ++i)
        if (i != chosen)
            addPaymentOnly(DifferenceKind::DuplicatePayment, index, index.at(i), &order);
    compare(order, index, payment);
}

void ReconcileJob::compare(const Order &order, const PaymentIndex &index, const IndexedPayment &payment)
{
    const QString currency = unpackCurrency(payment.currency);
    if (!order.currency.isEmpty() && order.currency != currency)
        addPaymentOnly(DifferenceKind::CurrencyDiffers, index, payment, &order);
    else if (order.amount && *order.amount != payment.amount)
        addPaymentOnly(DifferenceKind::AmountDiffers, index, payment, &order);
    if (order.state) {
        const bool paidAtGateway = payment.status == PaymentStatus::Confirmed;
        if (isPaidInShop(*order.state) && !paidAtGateway)
            addPaymentOnly(DifferenceKind::ShopPaidGatewayNot, index, payment, &order);
        else if (!isPaidInShop(*order.state) && paidAtGateway)
            addPaymentOnly(DifferenceKind::GatewayPaidShopNot, index, payment, &order);
    }
    if (order.refunded && *order.refunded != payment.refunded)
        addPaymentOnly(DifferenceKind::RefundDiffers, index, payment, &order);
}

void ReconcileJob::addOrderOnly(DifferenceKind kind, const Order &order)
{
    Difference difference;
    difference.kind = kind;
    difference.merchantCode = order.code;
    difference.orderLine = order.line;
    difference.orderAmount = order.amount;
    difference.orderCurrency = order.currency;
    difference.orderStatus = order.stateText;
    difference.orderRefunded = order.refunded;
    m_result.differences.append(difference);
}

void ReconcileJob::addPaymentOnly(DifferenceKind kind, const PaymentIndex &index, const IndexedPayment &payment,
                                  const Order *order)
{
    if (order)
        addOrderOnly(kind, *order);
    else
        m_result.differences.append(Difference());
    Difference &difference = m_result.differences.last();
    difference.kind = kind;
    difference.merchantCode = index.code(payment);
    difference.paymentHash = index.hash(payment);
    difference.gatewayAmount = payment.amount;
    difference.gatewayCurrency = unpackCurrency(payment.currency);
    difference.gatewayStatus = payment.status;
    difference.gatewayRefunded = payment.refunded;
}

} // namespace dd::reconcile
