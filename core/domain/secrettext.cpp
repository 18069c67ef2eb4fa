#include "core/domain/secrettext.h"

namespace dd {

namespace {
// A volatile write the optimiser may not drop as a dead store.
template<typename Char>
void zero(Char *data, qsizetype size)
{
    volatile Char *p = data;
    for (qsizetype i = 0; i < size; ++i)
        p[i] = Char{};
}

QString ownedCopy(QStringView text)
{
    // A fresh allocation, never a shared reference to the caller's buffer.
    return QString(text.data(), text.size());
}
} // namespace

SecretText::SecretText(QStringView text) : m_text(ownedCopy(text)) {}

SecretText::SecretText(const SecretText &other) : m_text(ownedCopy(other.m_text)) {}

SecretText::SecretText(SecretText &&other) noexcept : m_text(std::move(other.m_text))
{
    other.m_text = QString();
}

SecretText &SecretText::operator=(const SecretText &other)
{
    if (this != &other) {
        wipe();
        m_text = ownedCopy(other.m_text);
    }
    return *this;
}

SecretText &SecretText::operator=(SecretText &&other) noexcept
{
    if (this != &other) {
        wipe();
        m_text = std::move(other.m_text);
        other.m_text = QString();
    }
    return *this;
}

SecretText::~SecretText()
{
    wipe();
}

void SecretText::wipe()
{
    wipeString(m_text);
}

void wipeBytes(QByteArray &bytes)
{
    if (!bytes.isEmpty())
        zero(bytes.data(), bytes.size());
    bytes = QByteArray();
}

void wipeString(QString &text)
{
    if (!text.isEmpty()) {
        QChar *data = text.data();
        zero(reinterpret_cast<char16_t *>(data), text.size());
    }
    text = QString();
}

} // namespace dd
