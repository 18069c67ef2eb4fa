#include "sandbox/faultplan.h"

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
struct KindName { FaultKind kind; const char *name; };
constexpr KindName kindNames[] = {
    {FaultKind::Latency, "latency"},     {FaultKind::Http500, "http_500"},
    {FaultKind::Http502, "http_502"},    {FaultKind::Http503, "http_503"},
    {FaultKind::Http429, "http_429"},    {FaultKind::Reset, "reset"},
    {FaultKind::Truncate, "truncate"},   {FaultKind::Malformed, "malformed"},
    {FaultKind::Hang, "hang"},           {FaultKind::ApplyThenDrop, "apply_then_drop"},
};

Failure invalid(QString message)
{
    return Failure{QByteArrayLiteral("BP-SIM-8"), std::move(message)};
}
} // namespace

QByteArray faultKindName(FaultKind kind)
{
    for (const KindName &entry : kindNames) {
        if (entry.kind == kind)
            return QByteArray(entry.name);
    }
    return {};
}

std::optional<FaultKind> faultKindFromName(QByteArrayView name)
{
    for (const KindName &entry : kindNames) {
        if (name == entry.name)
            return entry.kind;
    }
    return std::nullopt;
}

Outcome<int> FaultPlan::addRule(const QJsonObject &json)
{
    Rule rule;
    const auto kind = faultKindFromName(json.value(u"kind"_s).toString().toLatin1());
    if (!kind)
        return invalid(u"kind must be one of latency, http_500, http_502, http_503, http_429, reset, "
                       "truncate, malformed, hang, apply_then_drop"_s);
    rule.kind = *kind;
    const bool hasProbability = json.contains(u"probability"_s);
    const bool hasCount = json.contains(u"count"_s);
    if (hasProbability == hasCount)
        return invalid(u"give exactly one of probability or count"_s);
    if (hasProbability) {
        rule.probability = json.value(u"probability"_s).toDouble(-1.0);
        if (!json.value(u"probability"_s).isDouble() || rule.probability < 0.0 || rule.probability > 1.0)
            return invalid(u"probability must be a number from 0.0 to 1.0"_s);
    } else {
        const QJsonValue count = json.value(u"count"_s);
        if (!count.isDouble() || count.toDouble() < 1 || count.toDouble() != count.toInt())
            return invalid(u"count must be a positive integer"_s);
        rule.remaining = count.toInt();
    }
    if (json.contains(u"latency_ms"_s)) {
        const QJsonValue latency = json.value(u"latency_ms"_s);
        if (!latency.isDouble() || latency.toInt() < 0 || latency.toInt() > 120000)
            return invalid(u"latency_ms must be an integer from 0 to 120000"_s);
        rule.latencyMs = latency.toInt();
    } else if (rule.kind == FaultKind::Latency) {
        return invalid(u"a latency rule needs latency_ms"_s);
    }
    const QJsonValue paths = json.value(u"paths"_s);
    if (!paths.isUndefined()) {
        if (!paths.isArray())
            return invalid(u"paths must be an array of paths"_s);
        for (const QJsonValue &path : paths.toArray()) {
            if (!path.isString() || !path.toString().startsWith(u'/'))
                return invalid(u"paths must be an array of paths"_s);
            rule.paths.append(path.toString());
        }
    }
    m_rules.append(rule);
    return static_cast<int>(m_rules.size() - 1);
}

QJsonArray FaultPlan::describe() const
{
    QJsonArray out;
    for (const Rule &rule : m_rules) {
        QJsonObject item{{u"kind"_s, QString::fromLatin1(faultKindName(rule.kind))}, {u"fired"_s, rule.fired}};
        if (rule.remaining >= 0)
            item.insert(u"remaining"_s, rule.remaining);
        else
            item.insert(u"probability"_s, rule.probability);
        if (rule.latencyMs > 0)
            item.insert(u"latency_ms"_s, rule.latencyMs);
        if (!rule.paths.isEmpty())
            item.insert(u"paths"_s, QJsonArray::fromStringList(rule.paths));
        out.append(item);
    }
    return out;
}

bool FaultPlan::fires(Rule &rule, QByteArrayView path)
{
    if (!rule.paths.isEmpty() && !rule.paths.contains(QString::fromLatin1(path)))
        return false;
    if (rule.remaining >= 0) {
        if (rule.remaining == 0)
            return false;
        --rule.remaining;
    } else {
        // Draw for every matching request, so the sequence depends only on the seed and traffic.
        const double draw = std::uniform_real_distribution<double>(0.0, 1.0)(m_random);
        if (draw >= rule.probability)
            return false;
    }
    ++rule.fired;
    return true;
}

FaultPlan::Decision FaultPlan::decide(QByteArrayView path)
{
    Decision decision;
    for (Rule &rule : m_rules) {
        // One effect per request: later effect rules are not consumed once one has fired.
        if (rule.kind != FaultKind::Latency && decision.effect)
            continue;
        if (!fires(rule, path))
            continue;
        decision.latencyMs += rule.latencyMs;
        if (rule.kind != FaultKind::Latency && !decision.effect)
            decision.effect = rule.kind;
    }
    return decision;
}

} // namespace dd::sandbox
