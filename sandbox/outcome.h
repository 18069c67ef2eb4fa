#pragma once

#include <QByteArray>
#include <QString>

#include <utility>
#include <variant>

namespace dd::sandbox {

// A refused operation: a public (or documented sandbox) status_code plus a message.
struct Failure
{
    QByteArray code;
    QString message;
};

template<typename T>
class Outcome
{
public:
    Outcome(T value) : m_value(std::move(value)) {}
    Outcome(Failure failure) : m_value(std::move(failure)) {}

    bool ok() const { return std::holds_alternative<T>(m_value); }
    const T &value() const { return std::get<T>(m_value); }
    const Failure &failure() const { return std::get<Failure>(m_value); }

private:
    std::variant<T, Failure> m_value;
};

} // namespace dd::sandbox
