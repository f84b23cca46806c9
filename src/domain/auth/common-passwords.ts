// The most common passwords that still pass the length and character rules (from public breach
// frequency lists), compared case-insensitively: 'Password1' is refused because 'password1' is here.
// Kept in the domain so the sign-up form and the API refuse the same ones.
const COMMON_PASSWORDS = new Set([
  'password1', 'password12', 'password123', 'password1234', 'password12345', 'password2', 'password3',
  'password01', 'password7', 'password9', 'password11', 'password99', 'password2020', 'password2021',
  'password2022', 'password2023', 'password2024', 'password2025', 'password2026', 'passw0rd', 'p4ssw0rd',
  'p@ssw0rd1', 'passw0rd1', 'pa55word1', 'pa55w0rd', 'qwerty123', 'qwerty1234', 'qwerty12345',
  'qwertyuiop1', 'qwerty12', 'qwerty11', 'qwerty01', '1qaz2wsx', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4',
  'q1w2e3r4t5', 'zaq12wsx', 'zaq1zaq1', 'abc12345', 'abcd1234', 'abcd12345', 'abc123456', 'a1234567',
  'a12345678', 'aa123456', 'aa12345678', 'asdf1234', 'asdfgh123', 'zxcvbnm1', '12345abc', '123abc456',
  '1234qwer', '123qweasd', 'qweasd123', 'welcome1', 'welcome12', 'welcome123', 'welcome2024',
  'welcome2025', 'letmein1', 'letmein12', 'letmein123', 'iloveyou1', 'iloveyou2', 'iloveyou12',
  'sunshine1', 'princess1', 'football1', 'baseball1', 'basketball1', 'soccer123', 'monkey123',
  'dragon123', 'master123', 'shadow123', 'superman1', 'batman123', 'trustno1a', 'charlie1',
  'michael1', 'jennifer1', 'jordan23', 'michelle1', 'jessica1', 'ashley123', 'matthew1', 'daniel123',
  'andrew123', 'thomas123', 'robert123', 'charlie123', 'hannah123', 'summer2024', 'summer2025',
  'summer123', 'winter2024', 'winter2025', 'spring2024', 'spring2025', 'autumn2024', 'fall2024',
  'january2025', 'december1', 'computer1', 'internet1', 'freedom1', 'whatever1', 'starwars1',
  'pokemon123', 'chocolate1', 'butterfly1', 'flower123', 'purple123', 'liverpool1', 'chelsea123',
  'arsenal123', 'changeme1', 'changeme123', 'admin123', 'admin1234', 'administrator1', 'test1234',
  'test12345', 'testing123', 'secret123', 'login123', 'access123', 'user1234', 'guest123', 'hello123',
  'hello1234', 'helloworld1', 'lovely123', 'love1234', 'iloveu123', 'samsung123', 'google123',
  'apple123', 'microsoft1', 'facebook1', 'linkedin1', 'company1', 'company123', 'bountiful1',
  'bountiful123', 'newyork1', 'america1', 'america123', 'mustang1', 'corvette1', 'ferrari1',
  'harley123', 'yankees1', 'cowboys1', 'steelers1', 'eagles123', 'lakers24', 'ncc1701d',
  'abcdefg1', 'abcdefgh1', 'aaaaaaa1', 'aaaaaaaa1', '11111111a', '1password', '1qazxsw2',
  'zaq1xsw2', 'qazwsx123', 'qazwsxedc1', 'asdasd123', 'asd12345', 'qwe12345', 'qwe123456',
  'zxc12345', 'zxcvbn123', 'mypassword1', 'newpassword1', 'letmein2024', 'football123',
  'baseball123', 'princess123', 'sunshine123', 'starwars123', 'cheese123', 'cookie123', 'pepper123',
  'ginger123', 'maggie123', 'buster123', 'tigger123', 'angel1234', 'friends1', 'family123',
  'blessed1', 'jesus123', 'jesuschrist1', 'godisgood1', 'loveyou123', 'forever1', 'rainbow1',
  'mylove123', 'babygirl1', 'iloveyou123', 'qwerty2024', 'qwerty2025', 'password!1', 'password1!',
  'passw0rd!', 'p@ssword1', 'p@ssw0rd', 'p@ssw0rd123', 'admin@123', 'welcome@123', 'pass@123',
  'pass1234', 'pass12345', 'passpass1',
])

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase())
}
