#include "core/access/refundapprovals.h"

#include "core/cache/cachesession.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace dd::access {

namespace {

constexpr auto ThresholdPrefix = "access.refund_threshold."_L1;

QByteArray bankInfoText(const std::optional<BankInfo> &info)
{
    if (!info || info->isEmpty())
        return {};
    const QJsonObject object{{u"bank_name"_s, info->bankName},           {u"bank_branch"_s, info->bankBranch},
                             {u"bank_account"_s, info->bankAccount},     {u"account_type"_s, info->accountType},
                             {u"bank_details"_s, info->bankDetails},     {u"holder_document"_s, info->holderDocument},
                             {u"holder_name"_s, info->holderName}};
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

std::optional<BankInfo> bankInfoFrom(const QByteArray &text)
{
    if (text.isEmpty())
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(text).object();
    BankInfo info{o.value(u"bank_name"_s).toString(),    o.value(u"bank_branch"_s).toString(),
                  o.value(u"bank_account"_s).toString(), o.value(u"account_type"_s).toString(),
                  o.value(u"bank_details"_s).toString(), o.value(u"holder_document"_s).toString(),
                  o.value(u"holder_name"_s).toString()};
    return info.isEmpty() ? std::nullopt : std::optional<BankInfo>(info);
}

constexpr const char *Columns = "id, payment_hash, amount, currency, description, merchant_refund_code, bank_info, "
                                "requested_by, requested_at, state, decided_by, decided_at, reason, outcome";

RefundApproval readApproval(const cache::Statement &s)
{
    RefundApproval a;
    a.id = s.columnInt(0);
    a.paymentHash = s.columnText(1);
    a.amount = Money(s.columnInt(2), s.columnText(3));
    a.description = s.columnText(4);
    a.merchantRefundCode = s.columnText(5);
    a.bankInfo = bankInfoFrom(s.columnUtf8(6));
    const QStringList by = s.columnText(7).split(u'\n');
    a.requestedBySlot = by.value(0);
    a.requestedBy = by.value(1);
    a.requestedAtMs = s.columnInt(8);
    a.state = static_cast<RefundApproval::State>(std::clamp<qint64>(s.columnInt(9), 0, 2));
    a.decidedBy = s.columnText(10);
    a.decidedAtMs = s.columnInt(11);
    a.reason = s.columnText(12);
    a.outcome = s.columnText(13);
    return a;
}

QJsonObject describe(const RefundApproval &a)
{
    return {{u"request"_s, a.id},
            {u"hash"_s, a.paymentHash},
            {u"amount"_s, a.amount.toDecimalString()},
            {u"currency"_s, a.amount.currency()},
            {u"merchant_refund_code"_s, a.merchantRefundCode},
            {u"requested_by"_s, a.requestedBy}};
}

} // namespace

QString approvalStateCode(RefundApproval::State state)
{
    switch (state) {
    case RefundApproval::State::Awaiting: return u"awaiting"_s;
    case RefundApproval::State::Approved: return u"approved"_s;
    case RefundApproval::State::Rejected: return u"rejected"_s;
    }
    return {};
}

RefundRequest RefundApproval::toRequest() const
{
    RefundRequest request;
    request.hash = paymentHash;
    request.amount = amount;
    request.description = description;
    request.merchantRefundCode = merchantRefundCode;
    request.merchantRefundCodeIsFresh = true;   // generated when the request was stored, never sent before
    request.bankInfo = bankInfo;
    return request;
}

RefundApprovals::RefundApprovals(CacheSession &session, AccessGuard &guard) : m_session(session), m_guard(guard) {}

void RefundApprovals::audit(const QString &actor, const QString &action, const QJsonObject &parameters,
                            const QString &result)
{
    AuditEntry entry;
    entry.actor = actor;
    entry.action = action;
    entry.parameters = parameters;
    entry.result = result;
    (void)m_session.audit().append(entry);
}

std::optional<Money> RefundApprovals::threshold(const QString &currency)
{
    const std::optional<QString> stored = m_session.settings().value(ThresholdPrefix + currency.toUpper());
    if (!stored)
        return std::nullopt;
    auto parsed = Money::parse(*stored, currency.toUpper());
    return parsed ? std::optional<Money>(parsed.value()) : std::nullopt;
}

QList<Money> RefundApprovals::thresholds()
{
    QList<Money> result;
    cache::Statement select = m_session.database().prepare(
        "SELECT key, value FROM settings WHERE key LIKE 'access.refund_threshold.%' ORDER BY key");
    while (select.step() == cache::Statement::Step::Row) {
        const QString currency = select.columnText(0).mid(ThresholdPrefix.size());
        if (auto parsed = Money::parse(select.columnText(1), currency))
            result.append(parsed.value());
    }
    return result;
}

AccessResult RefundApprovals::setThreshold(const QString &currency, std::optional<Money> threshold)
{
    const QString code = currency.trimmed().toUpper();
    const QJsonObject parameters{{u"currency"_s, code},
                                 {u"threshold"_s, threshold ? threshold->toDecimalString() : QString()}};
    if (auto allowed = m_guard.require(Permission::Settings, u"refund_threshold"_s, parameters); !allowed)
        return allowed;
    const bool stored = threshold ? m_session.settings().setValue(ThresholdPrefix + code, threshold->toDecimalString())
                                  : m_session.settings().remove(ThresholdPrefix + code);
    if (!stored)
        return AccessError{AccessError::Code::Storage, std::nullopt, m_session.database().lastError().message};
    audit(m_guard.actor(), u"refund_threshold"_s, parameters, u"SUCCESS"_s);
    return std::monostate();
}

bool RefundApprovals::needsApproval(const Money &amount)
{
    const std::optional<Operator> &op = m_guard.current();
    if (!op || op->role != Role::Support)
        return false;
    const std::optional<Money> limit = threshold(amount.currency());
    return limit && amount.hundredths() > limit->hundredths();
}

Result<qint64, AccessError> RefundApprovals::request(const RefundRequest &request)
{
    const std::optional<Operator> &op = m_guard.current();
    if (!op)
        return AccessError{AccessError::Code::NotSignedIn, std::nullopt, {}};
    cache::Statement insert = m_session.database().prepare(
        "INSERT INTO refund_approvals(payment_hash, amount, currency, description, merchant_refund_code, bank_info, "
        "requested_by, requested_at, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)");
    insert.bind(1, request.hash).bind(2, request.amount.hundredths()).bind(3, request.amount.currency());
    insert.bind(4, request.description).bind(5, request.merchantRefundCode);
    const QByteArray bank = bankInfoText(request.bankInfo);
    if (bank.isEmpty())
        insert.bindNull(6);
    else
        insert.bindUtf8(6, bank);
    insert.bind(7, op->slotId + u"\n"_s + op->name).bind(8, QDateTime::currentMSecsSinceEpoch());
    if (!insert.run())
        return AccessError{AccessError::Code::Storage, std::nullopt, m_session.database().lastError().message};
    const qint64 id = m_session.database().lastInsertRowId();
    audit(op->name, u"refund_approval_requested"_s,
          {{u"request"_s, id},
           {u"hash"_s, request.hash},
           {u"amount"_s, request.amount.toDecimalString()},
           {u"currency"_s, request.amount.currency()},
           {u"merchant_refund_code"_s, request.merchantRefundCode}},
          u"AWAITING_APPROVAL"_s);
    return id;
}

QList<RefundApproval> RefundApprovals::list(std::optional<RefundApproval::State> state)
{
    const QByteArray sql = QByteArray("SELECT ") + Columns + " FROM refund_approvals"
                           + (state ? " WHERE state = ?" : "") + " ORDER BY id";
    cache::Statement select = m_session.database().prepare(sql.constData());
    if (state)
        select.bind(1, static_cast<int>(*state));
    QList<RefundApproval> result;
    while (select.step() == cache::Statement::Step::Row)
        result.append(readApproval(select));
    return result;
}

std::optional<RefundApproval> RefundApprovals::find(qint64 id)
{
    const QByteArray sql = QByteArray("SELECT ") + Columns + " FROM refund_approvals WHERE id = ?";
    cache::Statement select = m_session.database().prepare(sql.constData());
    select.bind(1, id);
    if (select.step() != cache::Statement::Step::Row)
        return std::nullopt;
    return readApproval(select);
}

AccessResult RefundApprovals::checkDecision(const std::optional<RefundApproval> &request, const Operator &approver,
                                            const QString &action, qint64 id)
{
    QJsonObject parameters{{u"request"_s, id}, {u"role"_s, roleCode(approver.role)}};
    auto refuse = [&](AccessError::Code code, const QString &result) -> AccessResult {
        audit(approver.name, action, parameters, result);
        return AccessError{code, Permission::Approve, {}};
    };
    if (!permits(approver.role, Permission::Approve))
        return refuse(AccessError::Code::Forbidden, u"FORBIDDEN"_s);
    if (!request)
        return refuse(AccessError::Code::NoSuchRequest, u"NO_SUCH_REQUEST"_s);
    if (request->state != RefundApproval::State::Awaiting)
        return refuse(AccessError::Code::NotAwaiting, u"NOT_AWAITING"_s);
    if (request->requestedBySlot == approver.slotId)
        return refuse(AccessError::Code::SelfApproval, u"SELF_APPROVAL"_s);
    return std::monostate();
}

Result<RefundApproval, AccessError> RefundApprovals::approve(qint64 id, const Operator &approver)
{
    std::optional<RefundApproval> request = find(id);
    if (auto allowed = checkDecision(request, approver, u"refund_approve"_s, id); !allowed)
        return allowed.error();
    cache::Statement update = m_session.database().prepare(
        "UPDATE refund_approvals SET state = 1, decided_by = ?, decided_at = ? WHERE id = ? AND state = 0");
    update.bind(1, approver.name).bind(2, QDateTime::currentMSecsSinceEpoch()).bind(3, id);
    if (!update.run() || m_session.database().changes() != 1)
        return AccessError{AccessError::Code::NotAwaiting, std::nullopt, {}};
    audit(approver.name, u"refund_approve"_s, describe(*request), u"APPROVED"_s);
    return *find(id);
}

AccessResult RefundApprovals::reject(qint64 id, const Operator &approver, const QString &reason)
{
    std::optional<RefundApproval> request = find(id);
    if (auto allowed = checkDecision(request, approver, u"refund_reject"_s, id); !allowed)
        return allowed;
    if (reason.trimmed().isEmpty()) {
        audit(approver.name, u"refund_reject"_s, {{u"request"_s, id}}, u"REASON_REQUIRED"_s);
        return AccessError{AccessError::Code::ReasonRequired, std::nullopt, {}};
    }
    cache::Statement update = m_session.database().prepare(
        "UPDATE refund_approvals SET state = 2, decided_by = ?, decided_at = ?, reason = ? WHERE id = ? AND state = 0");
    update.bind(1, approver.name).bind(2, QDateTime::currentMSecsSinceEpoch()).bind(3, reason.trimmed()).bind(4, id);
    if (!update.run() || m_session.database().changes() != 1)
        return AccessError{AccessError::Code::NotAwaiting, std::nullopt, {}};
    QJsonObject parameters = describe(*request);
    parameters.insert(u"reason"_s, reason.trimmed());
    audit(approver.name, u"refund_reject"_s, parameters, u"REJECTED"_s);
    return std::monostate();
}

void RefundApprovals::recordOutcome(qint64 id, const QString &outcome)
{
    cache::Statement update = m_session.database().prepare("UPDATE refund_approvals SET outcome = ? WHERE id = ?");
    update.bind(1, outcome).bind(2, id);
    (void)update.run();
}

} // namespace dd::access
