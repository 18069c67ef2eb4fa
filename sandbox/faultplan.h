#pragma once

#include "sandbox/outcome.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>
#include <random>

namespace dd::sandbox {

enum class FaultKind : quint8 {
    Latency, Http500, Http502, Http503, Http429, Reset, Truncate, Malformed, Hang, ApplyThenDrop
};

QByteArray faultKindName(FaultKind kind);
std::optional<FaultKind> faultKindFromName(QByteArrayView name);

// Injected failures for client tests. A rule fires with a probability (seeded, so repeatable)
// or for the next `count` matching requests; rules apply to /ws/* paths, optionally filtered.
class FaultPlan
{
public:
    explicit FaultPlan(quint64 seed = 1) : m_random(seed) {}

    struct Decision
    {
        int latencyMs = 0;
        std::optional<FaultKind> effect;   // never Latency
    };

    Outcome<int> addRule(const QJsonObject &rule);  // returns the rule's index
    void clear() { m_rules.clear(); }
    QJsonArray describe() const;
    Decision decide(QByteArrayView path);

private:
    struct Rule
    {
        FaultKind kind = FaultKind::Latency;
        double probability = 0.0;
        int remaining = -1;          // >= 0: count mode
        int latencyMs = 0;
        QStringList paths;
        int fired = 0;
    };
    bool fires(Rule &rule, QByteArrayView path);

    QList<Rule> m_rules;
    std::mt19937_64 m_random;
};

} // namespace dd::sandbox
