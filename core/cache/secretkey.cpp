#include "core/cache/secretkey.h"

#include <QString>

#include <sodium.h>

#include <cstring>

namespace dd::cache {

bool ensureSodium()
{
    static const bool ready = sodium_init() >= 0;
    return ready;
}

SecretKey SecretKey::allocate()
{
    SecretKey key;
    if (ensureSodium())
        key.m_bytes = static_cast<unsigned char *>(sodium_malloc(Size));
    if (key.m_bytes)
        sodium_memzero(key.m_bytes, Size);
    return key;
}

SecretKey::~SecretKey() { wipe(); }

SecretKey::SecretKey(SecretKey &&other) noexcept : m_bytes(other.m_bytes) { other.m_bytes = nullptr; }

SecretKey &SecretKey::operator=(SecretKey &&other) noexcept
{
    if (this != &other) {
        wipe();
        m_bytes = other.m_bytes;
        other.m_bytes = nullptr;
    }
    return *this;
}

SecretKey SecretKey::random()
{
    SecretKey key = allocate();
    if (key.m_bytes)
        randombytes_buf(key.m_bytes, Size);
    return key;
}

void SecretKey::wipe()
{
    if (m_bytes) {
        sodium_memzero(m_bytes, Size);   // sodium_free zeroes too; be explicit about the intent
        sodium_free(m_bytes);
        m_bytes = nullptr;
    }
}

SecretText::SecretText(const QString &text)
{
    if (!ensureSodium())
        return;
    // Copy into guarded memory and wipe the temporary UTF-8 buffer, so no copy lingers on the heap.
    const qsizetype maxBytes = text.size() * 3 + 1;
    m_bytes = static_cast<char *>(sodium_malloc(static_cast<std::size_t>(maxBytes)));
    if (!m_bytes)
        return;
    QByteArray utf8 = text.toUtf8();
    m_size = static_cast<std::size_t>(utf8.size());
    std::memcpy(m_bytes, utf8.constData(), m_size);
    m_bytes[m_size] = '\0';
    sodium_memzero(utf8.data(), static_cast<std::size_t>(utf8.size()));
}

SecretText::~SecretText()
{
    if (m_bytes)
        sodium_free(m_bytes);
}

} // namespace dd::cache
