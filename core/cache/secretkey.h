#pragma once

#include <QByteArray>

#include <cstddef>
#include <span>

namespace dd::cache {

// Initialises libsodium once; false when it cannot be used (then nothing may be encrypted).
bool ensureSodium();

// A 256-bit key in guarded, locked memory (sodium_malloc), zeroed when wiped or destroyed.
class SecretKey
{
public:
    static constexpr std::size_t Size = 32;

    SecretKey() = default;   // holds nothing until allocate() or random()
    ~SecretKey();
    SecretKey(SecretKey &&other) noexcept;
    SecretKey &operator=(SecretKey &&other) noexcept;
    SecretKey(const SecretKey &) = delete;
    SecretKey &operator=(const SecretKey &) = delete;

    static SecretKey allocate();   // zeroed
    static SecretKey random();

    bool isValid() const { return m_bytes != nullptr; }
    unsigned char *data() { return m_bytes; }
    const unsigned char *data() const { return m_bytes; }
    std::span<const unsigned char> bytes() const { return {m_bytes, m_bytes ? Size : 0}; }
    void wipe();

private:
    unsigned char *m_bytes = nullptr;
};

// A passphrase copied into guarded memory for the time of one derivation.
class SecretText
{
public:
    explicit SecretText(const QString &text);
    ~SecretText();
    SecretText(const SecretText &) = delete;
    SecretText &operator=(const SecretText &) = delete;
    const char *data() const { return m_bytes; }
    std::size_t size() const { return m_size; }

private:
    char *m_bytes = nullptr;
    std::size_t m_size = 0;
};

} // namespace dd::cache
