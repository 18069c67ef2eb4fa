#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace dd {

// Text that must never outlive its one use: a raw card number, a CVV, a network-token PAN or
// cryptogram, the integration key. The buffer is owned alone (never implicitly shared with the
// QString it came from) and overwritten with zeros when the value is destroyed or wiped.
// What the caller passed in stays the caller's to wipe (see wipeBytes / wipeString).
class SecretText
{
public:
    SecretText() = default;
    explicit SecretText(QStringView text);
    SecretText(const SecretText &other);
    SecretText(SecretText &&other) noexcept;
    SecretText &operator=(const SecretText &other);
    SecretText &operator=(SecretText &&other) noexcept;
    ~SecretText();

    bool isEmpty() const { return m_text.isEmpty(); }
    qsizetype size() const { return m_text.size(); }
    // Read access for the one place that serializes the request; do not copy it into a QString
    // that outlives the request.
    QStringView view() const { return m_text; }
    void wipe();

    friend bool operator==(const SecretText &a, const SecretText &b) { return a.m_text == b.m_text; }

private:
    QString m_text;
};

// Overwrites the buffer with zeros, then empties it. Detaches first only if the buffer is
// shared, in which case the other sharers keep their copy: callers wipe what they own.
void wipeBytes(QByteArray &bytes);
void wipeString(QString &text);

} // namespace dd
